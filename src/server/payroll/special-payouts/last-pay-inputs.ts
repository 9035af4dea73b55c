import { sql } from 'kysely';
import { lastPayDueDate, type LastPayDraft } from '../../../shared/api/last-pay';
import { MINUTES_PER_LEAVE_DAY } from '../../../shared/api/leave-credits';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import { balancesOf } from '../../leave/leave-ledger.repository';
import { releasedPayslipsOf } from '../payslips/annualized-compensation';
import { dec, max, pesos, sum, ZERO, type Dec } from '../engine/decimal';
import { activeLoansOf, collectedOf } from '../loans/loan-records';
import { mastersOf } from '../cutoffs/payroll-sources.repository';
import { pesosOf } from '../cutoffs/payslip-inputs';
import { employeeName } from '../registers/registers.repository';
import { monthlyBasicOf } from './monthly-basic';
import { benefitsPaidOf } from './payout-sources';

/** No payout: every released one counts. */
const NO_PAYOUT = '00000000-0000-0000-0000-000000000000';

/** Leave types converted to cash at separation, by name: SIL by law, VL by company policy. */
const SIL = /service incentive/i;
const CONVERTIBLE = /vacation/i;

/** The pay frequency and factor of the employee's register, if they are in one. */
async function registerOf(tx: Tx, orgId: string, employeeNumber: string) {
  const { rows } = await sql<{ pay_frequency: string; factor: string }>`
    select r.pay_frequency, r.factor::text from pay_register_members m
    join pay_registers r on r.org_id = m.org_id and r.register_id = m.register_id
    where m.org_id = ${orgId} and m.employee_number = ${employeeNumber}
    limit 1
  `.execute(tx);
  return rows[0];
}

/** Unused days of the leave types whose name matches, from the leave credits' balances. */
const unusedDays = (balances: Map<string, number>, name: RegExp) =>
  max(
    ZERO,
    sum([...balances].filter(([type]) => name.test(type)).map(([, minutes]) => dec(minutes))),
  )
    .dividedBy(MINUTES_PER_LEAVE_DAY)
    .toDecimalPlaces(3)
    .toNumber();

/** The employee's live record, or 404. */
export async function employeeOr404(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<ErsEmployeeData> {
  const master = (await mastersOf(tx, orgId, [employeeNumber])).get(employeeNumber);
  if (!master) throw new AppError('not_found', 'No such employee');
  return master;
}

/**
 * The inputs of an employee's last pay as the records have them (DOLE LA 06-2020): the basic and
 * rate, the year to date before the last pay period from released payslips, unused SIL and
 * vacation leave, other benefits of the year, and the active loans' balances.
 */
export async function lastPayDraft(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  asked: string | undefined,
): Promise<LastPayDraft> {
  const master = await employeeOr404(tx, orgId, employeeNumber);
  const separation = asked ?? master.separationDate;
  if (!separation)
    throw fieldError('/separationDate', 'Enter the separation date: the employee record has none');
  const year = Number(separation.slice(0, 4));
  const register = await registerOf(tx, orgId, employeeNumber);
  const frequency = register?.pay_frequency === 'monthly' ? 'monthly' : 'semi_monthly';
  // The engine pays the period the separation falls in: the year to date stops before it.
  const finalPeriodStart =
    frequency === 'semi_monthly' && Number(separation.slice(8, 10)) > 15
      ? `${separation.slice(0, 7)}-16`
      : `${separation.slice(0, 7)}-01`;
  const [payslips, balances, paid, loans, collected] = await Promise.all([
    releasedPayslipsOf(tx, orgId, employeeNumber, year),
    balancesOf(tx, orgId, employeeNumber),
    benefitsPaidOf(tx, orgId, [employeeNumber], year, NO_PAYOUT),
    activeLoansOf(tx, orgId, [employeeNumber], separation),
    collectedOf(tx, orgId, [employeeNumber], null),
  ]);
  const before = payslips.filter((payslip) => payslip.periodEnd < finalPeriodStart);
  const total = (pick: (result: Record<string, string | undefined>) => Dec) =>
    pesos(sum(before.map((payslip) => pick(payslip.result))));
  const special = paid.get(employeeNumber);
  const factor = master.payrollFactor ?? (register ? Number(register.factor) : undefined);
  return {
    employeeNumber,
    employeeName: employeeName(master),
    dueDate: lastPayDueDate(separation),
    lastReleasedPeriodEnd: payslips[0]?.periodEnd ?? null,
    inputs: {
      monthly_basic: pesos(monthlyBasicOf(master)),
      ...(master.payBasis === 'Daily' ? { daily_rate: pesosOf(master.rate ?? 0) } : {}),
      ...(factor ? { factor } : {}),
      pay_frequency: frequency,
      ...(master.hireDate ? { hire_date: master.hireDate } : {}),
      separation_date: separation,
      unused_sil_days: unusedDays(balances, SIL),
      unused_vl_days_convertible: unusedDays(balances, CONVERTIBLE),
      // Earlier payouts: their benefits share the exclusion, their 13th month is not paid twice,
      // and their taxable pay and tax join the year's annualisation.
      other_benefits: pesos(special?.benefits ?? ZERO),
      thirteenth_month_paid: pesos(special?.thirteenthMonth ?? ZERO),
      // Basic salary earned: basic pay less absence, tardiness and undertime.
      ytd_basic_salary_before_final: total((r) =>
        dec(r.basic_pay)
          .minus(dec(r.absence_deduction))
          .minus(dec(r.tardiness_deduction))
          .minus(dec(r.undertime_deduction)),
      ),
      ytd_taxable_compensation_before_final: pesos(
        dec(total((r) => dec(r.taxable_compensation))).plus(special?.taxable ?? ZERO),
      ),
      ytd_tax_withheld_before_final: pesos(
        dec(total((r) => dec(r.withholding_tax))).plus(special?.withheld ?? ZERO),
      ),
    },
    loans: (loans.get(employeeNumber) ?? []).flatMap((loan) => {
      const balance = loan.data.totalPayable - (collected.get(loan.id) ?? 0);
      return balance > 0
        ? [{ loanId: loan.id, label: loan.data.loanType.label, balance: pesosOf(balance) }]
        : [];
    }),
  };
}
