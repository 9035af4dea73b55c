import { sql } from 'kysely';
import type { RecordItem } from '../../shared/api/records';
import type {
  LdTrainingData,
  LdTrainingRequestData,
} from '../../shared/forms/record-types.generated';
import type { RecordSave } from '../records/record-save';
import { saveRecordCreate } from '../records/record-update';

export const ATTENDANCE = 'ld-training-attendance';

/** The training's dates, which an enrolment carries so the person's calendar can show it. */
export function trainingDates(training: Partial<LdTrainingData> | undefined) {
  return {
    ...(training?.startDate ? { startDate: training.startDate } : {}),
    ...(training?.endDate ? { endDate: training.endDate } : {}),
  };
}

/** The live enrolments in a training, of one employee if named. */
export async function enrolmentIds(
  save: RecordSave,
  trainingId: string,
  employeeId?: string,
): Promise<string[]> {
  let query = save.tx
    .selectFrom('records')
    .select('id')
    .where('org_id', '=', save.orgId)
    .where('form_id', '=', ATTENDANCE)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`data -> 'training' ->> 'id' = ${trainingId}`);
  if (employeeId) query = query.where(sql<boolean>`data -> 'employee' ->> 'id' = ${employeeId}`);
  return (await query.execute()).map((row) => row.id);
}

/**
 * An approved request enrols its employee in the training, in the approval's transaction: one
 * enrolment per person and training (a second approved request for it adds none).
 */
export async function enrolRequester(
  save: RecordSave,
  request: RecordItem & { data: LdTrainingRequestData },
): Promise<void> {
  const { employee, training } = request.data;
  if (!training) return;
  const attendance = save.forms.get(ATTENDANCE);
  if (!attendance) throw new Error(`The ${ATTENDANCE} definition is missing`);
  const [enrolled] = await enrolmentIds(save, training.id, employee.id);
  if (enrolled) return;
  await saveRecordCreate(save, save.forms, attendance, { training, employee, status: 'Enrolled' });
}
