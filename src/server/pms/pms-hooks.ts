import type { FieldError } from '../../shared/api/errors';
import type {
  PmsAppraisalData,
  PmsAppraisalScheduleData,
  PmsEmployeeData,
} from '../../shared/forms/record-types.generated';
import type { RecordItem } from '../../shared/api/records';
import type { RecordHooks, RecordSave } from '../records/record-save';
import { launchAppraisals } from './launch-appraisals';
import { APPRAISALS, ROSTER, recordsNaming } from './pms-records';

/** A record of `formId` other than `self` naming the same lookups, if there is one. */
async function another(
  save: RecordSave,
  formId: string,
  lookups: Record<string, string | undefined>,
  self: RecordItem | null,
) {
  return (await recordsNaming(save, formId, lookups)).find((record) => record.id !== self?.id);
}

/** One roster entry per employee: their company, site, rater and template are one answer. */
export const pmsEmployeeHooks: RecordHooks = {
  check: async (save, data, previous): Promise<FieldError[]> => {
    const { employee } = data as Partial<PmsEmployeeData>;
    if (!employee || !(await another(save, ROSTER, { employee: employee.id }, previous))) return [];
    return [
      { path: '/employee', message: `${employee.label} is already in the performance roster` },
    ];
  },
};

/** One appraisal per employee and schedule. */
export const appraisalHooks: RecordHooks = {
  check: async (save, data, previous): Promise<FieldError[]> => {
    const { employee, schedule } = data as Partial<PmsAppraisalData>;
    if (!employee || !schedule) return [];
    const twin = await another(
      save,
      APPRAISALS,
      { employee: employee.id, schedule: schedule.id },
      previous,
    );
    return twin
      ? [
          {
            path: '/employee',
            message: `${employee.label} already has an appraisal in ${schedule.label}`,
          },
        ]
      : [];
  },
};

/** Launching a schedule opens its appraisals; how many is the system's count, never typed. */
export const scheduleHooks: RecordHooks = {
  prepare: async (_save, data) => {
    delete data.launched;
  },
  afterWrite: async (save, record, previous) => {
    const status = (record.data as PmsAppraisalScheduleData).status;
    const was = (previous?.data as PmsAppraisalScheduleData | undefined)?.status;
    if (status === 'Launched' && was !== 'Launched' && !record.deletedAt)
      await launchAppraisals(save, record as RecordItem & { data: PmsAppraisalScheduleData });
  },
};
