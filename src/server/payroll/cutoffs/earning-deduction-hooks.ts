import type { FieldError } from '../../../shared/api/errors';
import type {
  PayrollEarningDeductionData,
  PayrollEdaTypeData,
} from '../../../shared/forms/record-types.generated';
import type { RecordHooks, RecordSave, SaveRow } from '../../records/record-save';

/** The organisation's live types among `ids`, by id. */
async function typesOf(save: RecordSave, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, PayrollEdaTypeData>();
  const rows = await save.tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', save.orgId)
    .where('form_id', '=', 'payroll-eda-type')
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.data as PayrollEdaTypeData]));
}

/**
 * An earning or deduction that names a type must name an active one of the same kind (an
 * adjustment type may be either): its treatment comes from the type. One query for a file.
 */
async function checkTypes(save: RecordSave, rows: readonly SaveRow[]): Promise<FieldError[][]> {
  const items = rows.map((row) => row.data as PayrollEarningDeductionData);
  const types = await typesOf(save, [
    ...new Set(items.flatMap((item) => (item.edaType ? [item.edaType.id] : []))),
  ]);
  return items.map((item): FieldError[] => {
    if (!item.edaType) return [];
    const type = types.get(item.edaType.id);
    if (!type || !type.active)
      return [
        {
          path: '/edaType',
          message: 'Earning, deduction or adjustment type must be an active type.',
        },
      ];
    if (type.kind !== 'Adjustment' && type.kind !== item.type)
      return [
        {
          path: '/type',
          message: `${type.name} is ${type.kind === 'Earning' ? 'an earning' : 'a deduction'} type: choose ${type.kind} or another type.`,
        },
      ];
    return [];
  });
}

export const earningDeductionHooks: RecordHooks = {
  check: async (save, data, previous) =>
    (await checkTypes(save, [{ id: previous?.id ?? '', data, previous }]))[0] ?? [],
  checkMany: checkTypes,
};
