import type {
  ErsEmployeeData,
  PayrollEmployerData,
} from '../../../shared/forms/record-types.generated';
import { employerRegistrationOf } from '../employer-registration';
import { contributionMonths, type ContributionMonth } from './contribution-month';
import { employeesOf, monthPayslips, type MonthPayslip } from './month-payslips';
import type { WriterContext } from './report-writer';

/** What the monthly government files are written from. */
export interface MonthInput {
  month: string;
  employer: PayrollEmployerData;
  slips: MonthPayslip[];
  months: ContributionMonth[];
  employees: Map<string, ErsEmployeeData>;
}

/** Reads a month (month-payslips.ts) with the employer and the employees' records. */
export async function monthInput({ tx, orgId, period }: WriterContext): Promise<MonthInput> {
  const month = period.month!;
  const employer = await employerRegistrationOf(tx, orgId);
  const slips = await monthPayslips(tx, orgId, month);
  const employees = await employeesOf(
    tx,
    orgId,
    slips.map((slip) => slip.employeeNumber),
  );
  return { month, employer, slips, months: contributionMonths(slips), employees };
}
