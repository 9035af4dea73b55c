import type { FieldError } from '../../shared/api/errors';
import type { AtsApplicantData } from '../../shared/forms/record-types.generated';
import type { RecordHooks } from '../records/record-save';
import { APPLICANTS, hireApplicant } from './hire-applicant';

/** Set by the hire, never by a save. */
const HIRE_MARKS = ['hiredEmployee', 'hiredOn', 'daysToHire'] as const;

/**
 * The applicant's part in the engine's saves: moving one to Hired (from the form, the pipeline
 * board or anywhere else) hires them; a hired applicant stays hired, as their employee record
 * is now the master's to change.
 */
export const applicantHooks: RecordHooks = {
  check: async (save, data, previous) => {
    const before = (previous?.data ?? {}) as Partial<AtsApplicantData>;
    const titles = save.forms.get(APPLICANTS)?.fields;
    const errors: FieldError[] = HIRE_MARKS.filter(
      (field) => JSON.stringify(data[field]) !== JSON.stringify(before[field]),
    ).map((field) => ({
      path: `/${field}`,
      message: `${titles?.get(field)?.title ?? field} is set when the applicant is hired`,
    }));
    if (before.stage === 'Hired' && data.stage !== 'Hired')
      errors.push({
        path: '/stage',
        message: `A hired applicant stays Hired: they are employee ${before.hiredEmployee?.employeeNumber ?? ''} now; change their record under Employees`,
      });
    return errors;
  },
  afterWrite: async (save, record, previous) => {
    const data = record.data as AtsApplicantData;
    const wasHired = (previous?.data as AtsApplicantData | undefined)?.stage === 'Hired';
    if (data.stage === 'Hired' && !wasHired && !record.deletedAt)
      await hireApplicant(save, record as typeof record & { data: AtsApplicantData });
  },
};
