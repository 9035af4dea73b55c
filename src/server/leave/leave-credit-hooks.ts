import type { FieldError } from '../../shared/api/errors';
import { MINUTES_PER_LEAVE_DAY } from '../../shared/api/leave-credits';
import type {
  ErsEmployeeData,
  LeaveCreditAdjustmentData,
} from '../../shared/forms/record-types.generated';
import type { RecordHooks, RecordSave, RecordWrite, SaveRow } from '../records/record-save';
import { activeLeaveTemplates, adjustableLeaveTypes, templateFor } from './leave-types';
import { addRecordEntries, removeRecordEntries } from './record-ledger.repository';

const adjustmentOf = (data: Record<string, unknown>) =>
  data as unknown as LeaveCreditAdjustmentData;

/** The leave types each named employee may be credited, by employee record id. */
async function allowedTypes(
  save: RecordSave,
  employeeIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (employeeIds.length === 0) return new Map();
  const templates = await activeLeaveTemplates(save.tx, save.orgId);
  const employees = await save.tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', save.orgId)
    .where('form_id', '=', 'ers-employee')
    .where('id', 'in', [...new Set(employeeIds)])
    .execute();
  return new Map(
    employees.map((row) => [
      row.id,
      adjustableLeaveTypes(templateFor(templates, row.data as ErsEmployeeData)),
    ]),
  );
}

/**
 * The leave type must be one HR may adjust for that employee (as the leave credits screen
 * allows): a paid type of their template, or compensatory time off. One query for all rows.
 */
async function checkLeaveCredits(save: RecordSave, rows: readonly SaveRow[]) {
  const allowed = await allowedTypes(
    save,
    rows.map((row) => adjustmentOf(row.data).employee.id),
  );
  return rows.map(({ data }): FieldError[] => {
    const { employee, leaveType } = adjustmentOf(data);
    const types = allowed.get(employee.id) ?? [];
    return types.includes(leaveType)
      ? []
      : [
          {
            path: '/leaveType',
            message: `Leave type must be one of ${employee.label}'s: ${types.join(', ')}`,
          },
        ];
  });
}

const noteOf = ({ asOf, note }: LeaveCreditAdjustmentData) =>
  `Leave credit adjustment as of ${asOf}${note ? `: ${note}` : ''}`;

/**
 * Keeps one ledger adjustment per live record: a save replaces the record's entry (the old one
 * stays on file, removed), a delete removes it, so balances follow the records. Two statements
 * for any number of records.
 */
async function syncLedger(save: RecordSave, writes: readonly RecordWrite[]): Promise<void> {
  await removeRecordEntries(
    save.tx,
    save.orgId,
    writes.map(({ record }) => record.id),
  );
  const live = writes.filter(({ record }) => !record.deletedAt);
  await addRecordEntries(
    save.tx,
    save.orgId,
    live.map(({ record }) => {
      const adjustment = adjustmentOf(record.data);
      return {
        recordId: record.id,
        employeeNumber: adjustment.employee.employeeNumber ?? '',
        leaveType: adjustment.leaveType,
        minutes: Math.round(adjustment.days * MINUTES_PER_LEAVE_DAY),
        note: noteOf(adjustment),
      };
    }),
    save.username,
  );
}

/** Leave credit adjustments (`leave-credit-adjustment`): each record is a ledger entry. */
export const leaveCreditHooks: RecordHooks = {
  check: async (save, data, previous) =>
    (await checkLeaveCredits(save, [{ id: previous?.id ?? '', data, previous }]))[0] ?? [],
  checkMany: checkLeaveCredits,
  afterWrite: (save, record, previous) => syncLedger(save, [{ record, previous }]),
  afterWriteMany: syncLedger,
};
