import dayjs from 'dayjs';
import type { RecordItem } from '../../shared/api/records';
import type {
  AtsApplicantData,
  AtsJobOpeningData,
  ErsEmployeeData,
} from '../../shared/forms/record-types.generated';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { nextEmployeeNumber } from '../people/next-employee-number';
import { findLiveRecord, markRecord } from '../records/approvals/mark-record';
import type { RecordSave } from '../records/record-save';
import { saveRecordCreate } from '../records/record-update';
import { recordLabel } from '../records/record-writes';

export const APPLICANTS = 'ats-applicant';
const OPENINGS = 'ats-job-opening';
const EMPLOYEES = 'ers-employee';

type Applicant = RecordItem & { data: AtsApplicantData };

/** What the employee master takes from the applicant and the opening they were hired for. */
function employeeOf(
  applicant: AtsApplicantData,
  opening: AtsJobOpeningData | undefined,
  employeeNumber: string,
  hireDate: string,
): Partial<ErsEmployeeData> {
  return {
    employeeNumber,
    lastName: applicant.lastName,
    firstName: applicant.firstName,
    email: applicant.email,
    ...(applicant.mobile ? { mobile: applicant.mobile } : {}),
    ...(opening
      ? {
          department: opening.department,
          ...(opening.position ? { position: opening.position } : {}),
          ...(opening.site ? { site: opening.site } : {}),
          ...(opening.employmentType ? { employmentType: opening.employmentType } : {}),
        }
      : {}),
    hireDate,
    employmentStatus: 'Probationary',
    ...(applicant.offeredSalary ? { payBasis: 'Monthly', rate: applicant.offeredSalary } : {}),
    active: true,
  };
}

/**
 * Hiring an applicant, in the transaction that moves them to Hired: the employee master record
 * (with everything an employee added by HR gets: the sign-in account, its first sign-in e-mail
 * and the onboarding checklist), then the applicant marked with it, the day and the days it took.
 */
export async function hireApplicant(save: RecordSave, applicant: Applicant): Promise<void> {
  const master = save.forms.get(EMPLOYEES);
  if (!master) throw new Error(`The ${EMPLOYEES} definition is missing`);
  const data = applicant.data;
  const opening = await findLiveRecord(save.tx, save.orgId, OPENINGS, data.jobOpening.id);
  const hireDate = data.startDate ?? todayAtWork();
  const employeeNumber = data.employeeNumber ?? (await nextEmployeeNumber(save.tx, save.orgId));
  const employee = await saveRecordCreate(
    save,
    save.forms,
    master,
    employeeOf(data, opening?.data as AtsJobOpeningData | undefined, employeeNumber, hireDate),
  );
  const hiredOn = todayAtWork();
  await markRecord(save, applicant, {
    hiredEmployee: {
      id: employee.id,
      label: recordLabel(master, employee.data),
      employeeNumber,
    },
    hiredOn,
    daysToHire: Math.max(0, dayjs(hiredOn).diff(data.appliedOn, 'day')),
  });
}
