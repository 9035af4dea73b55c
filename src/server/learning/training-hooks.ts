import type {
  LdTrainingAttendanceData,
  LdTrainingData,
  LdTrainingRequestData,
} from '../../shared/forms/record-types.generated';
import { findLiveRecord, markRecord } from '../records/approvals/mark-record';
import type { RecordHooks } from '../records/record-save';
import { ATTENDANCE, enrolmentIds, enrolRequester, trainingDates } from './training-enrolment';

const TRAININGS = 'ld-training';

/** A training request once approved enrols its employee (`training-enrolment.ts`). */
export const trainingRequestHooks: RecordHooks = {
  afterWrite: async (save, record, previous) => {
    const data = record.data as LdTrainingRequestData;
    const wasApproved =
      (previous?.data as LdTrainingRequestData | undefined)?.status === 'Approved';
    if (data.status === 'Approved' && !wasApproved && !record.deletedAt)
      await enrolRequester(save, record as typeof record & { data: LdTrainingRequestData });
  },
};

/** An enrolment's dates are always its training's, whoever saves it. */
export const trainingAttendanceHooks: RecordHooks = {
  prepare: async (save, data) => {
    const { training } = data as Partial<LdTrainingAttendanceData>;
    const found = training && (await findLiveRecord(save.tx, save.orgId, TRAININGS, training.id));
    delete data.startDate;
    delete data.endDate;
    Object.assign(data, trainingDates(found?.data as Partial<LdTrainingData> | undefined));
  },
};

/** A training's new dates reach its enrolments, so each person's calendar stays right. */
export const trainingHooks: RecordHooks = {
  afterWrite: async (save, record, previous) => {
    const dates = trainingDates(record.data as Partial<LdTrainingData>);
    const before = trainingDates(previous?.data as Partial<LdTrainingData> | undefined);
    if (!previous || JSON.stringify(dates) === JSON.stringify(before)) return;
    for (const id of await enrolmentIds(save, record.id)) {
      const enrolment = await findLiveRecord(save.tx, save.orgId, ATTENDANCE, id);
      if (enrolment)
        await markRecord(save, enrolment, { startDate: dates.startDate, endDate: dates.endDate });
    }
  },
};
