import { isRecordKind, type RecordKind } from '../../../shared/applications/application-kinds';
import type { ApplicationRow } from '../../applications/applications.repository';
import { settleLoan } from '../../payroll/loans/loan-approval';
import { settleMovement } from '../../people/movements/movement-approval';
import type { RecordSave } from '../record-hooks';
import { settleTransition } from '../workflow/workflow-approval';

const SETTLERS: Record<RecordKind, (save: RecordSave, row: ApplicationRow) => Promise<void>> = {
  movement: settleMovement,
  loan: settleLoan,
  records: settleTransition,
};

/**
 * Brings a decision on a record's application back to the record (approved, rejected or
 * cancelled), in the deciding transaction. Whether the application was one.
 */
export async function settleRecord(save: RecordSave, row: ApplicationRow): Promise<boolean> {
  if (!isRecordKind(row.kind)) return false;
  await SETTLERS[row.kind](save, row);
  return true;
}
