import type { FieldError } from '../../../shared/api/errors';
import type { PayrollPreviousEmployerData } from '../../../shared/forms/record-types.generated';
import { checkGovernmentNumber } from '../../../shared/people/government-numbers';
import type { RecordHooks, RecordSave, SaveRow } from '../../records/record-save';
import { previousEmployerIds } from './previous-employer.repository';

const entryOf = (row: SaveRow) => row.data as unknown as PayrollPreviousEmployerData;
const pairKey = (entry: PayrollPreviousEmployerData) =>
  `${entry.employee.employeeNumber ?? ''}:${entry.year}`;

/**
 * One previous employer per employee and year (annualisation adds exactly one), and an
 * employer TIN that is a real number, not a placeholder. One query for all rows, which are
 * checked against each other too.
 */
async function checkPreviousEmployers(
  save: RecordSave,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const entries = rows.map(entryOf);
  const stored = await previousEmployerIds(
    save.tx,
    save.orgId,
    entries.map((entry) => ({
      employeeNumber: entry.employee.employeeNumber ?? '',
      year: entry.year,
    })),
  );
  const firstRow = new Map<string, number>();
  return rows.map((row, index): FieldError[] => {
    const entry = entries[index] as PayrollPreviousEmployerData;
    const errors: FieldError[] = [];
    const key = pairKey(entry);
    const others = (stored.get(key) ?? []).filter((id) => id !== row.id);
    const earlier = firstRow.get(key);
    if (others.length > 0 || earlier !== undefined)
      errors.push({
        path: '/year',
        message: `${entry.employee.label} already has a previous employer for ${entry.year}: change that record instead`,
      });
    else firstRow.set(key, index);
    const tin = checkGovernmentNumber('tin', entry.employerTin);
    if (!tin.ok) errors.push({ path: '/employerTin', message: `Employer ${tin.message}` });
    return errors;
  });
}

/** Previous employers (`payroll-previous-employer`): checks beyond what the schema says. */
export const previousEmployerHooks: RecordHooks = {
  check: async (save, data, previous) =>
    (await checkPreviousEmployers(save, [{ id: previous?.id ?? '', data, previous }]))[0] ?? [],
  checkMany: checkPreviousEmployers,
};
