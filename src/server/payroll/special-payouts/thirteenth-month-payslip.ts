import type { ThirteenthMonthInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { asOfDate, calculate } from '../engine/calculate';
import { addDays, monthsEmployed } from '../engine/calendar';
import { dec, max, money, pesos, ZERO } from '../engine/decimal';
import { tablesInForce } from '../engine/tables';
import { benefitsExclusion } from '../engine/thirteenth-month';
import { Trace } from '../engine/trace';
import { employeeName } from '../registers/registers.repository';
import { monthlyBasicOf } from './monthly-basic';
import type { BasicToDate, BenefitsPaid } from './payout-sources';
import { earningLine, type ComputedSpecialPayslip } from './special-payslip';

const later = (a: string, b: string | undefined) => (b && b > a ? b : a);
const earlier = (a: string, b: string | undefined) => (b && b < a ? b : a);

/**
 * The calculator inputs of an employee's 13th month (PD 851, ph-payroll.md §6.1): the basic
 * salary earned to date from released payslips, and the months not yet paid up to
 * `projectThrough` at the current monthly basic, pro-rated by hire and separation dates.
 */
export function thirteenthMonthInputs(
  master: ErsEmployeeData,
  year: number,
  projectThrough: string,
  toDate: BasicToDate | undefined,
  otherBenefits: string,
): ThirteenthMonthInputs {
  const from = later(
    toDate?.through ? addDays(toDate.through, 1) : `${year}-01-01`,
    master.hireDate,
  );
  const to = earlier(projectThrough, master.separationDate);
  const months = from <= to ? monthsEmployed(year, from, to) : ZERO;
  return {
    year,
    monthly_basic: pesos(monthlyBasicOf(master)),
    basic_salary_earned_to_date: pesos(toDate?.earned ?? ZERO),
    // Six decimals, as the calculator takes a quantity.
    months_of_basic_earned: months.toDecimalPlaces(6).toString(),
    other_benefits: otherBenefits,
  };
}

/**
 * One employee's 13th-month payslip: the engine's `thirteenth-month` for the year, of which this
 * payout pays `sharePercent` less what earlier 13th-month payouts of the year paid; its part
 * under the ₱90,000 exclusion is what other benefits of the year left of it.
 */
export function thirteenthMonthPayslip(
  master: ErsEmployeeData,
  settings: { year: number; projectThrough: string; sharePercent: number },
  toDate: BasicToDate | undefined,
  paid: BenefitsPaid | undefined,
  versions: readonly StatutoryTableVersion[],
  today: string,
): ComputedSpecialPayslip {
  const benefits = paid?.benefits ?? ZERO;
  const earlierParts = paid?.thirteenthMonth ?? ZERO;
  const inputs = thirteenthMonthInputs(
    master,
    settings.year,
    settings.projectThrough,
    toDate,
    pesos(benefits.minus(earlierParts)),
  );
  const call = { kind: 'thirteenth-month' as const, inputs };
  const asOf = asOfDate(call, undefined, today);
  const calculation = calculate(call, versions, asOf);
  const full = dec(calculation.result.thirteenth_month as string);
  const due = money(full.times(settings.sharePercent).dividedBy(100));
  const amount = max(ZERO, due.minus(earlierParts));
  const trace = new Trace();
  trace.add('payout_amount', 'max(0, 13th month × share − earlier 13th-month payouts)', {
    thirteenth_month: pesos(full),
    share_percent: settings.sharePercent,
    earlier_payouts: pesos(earlierParts),
    amount: pesos(amount),
  });
  const split = benefitsExclusion(
    amount,
    benefits,
    tablesInForce(versions, asOf),
    trace,
    'payout_exempt',
  );
  const share = settings.sharePercent === 100 ? '' : ` (${settings.sharePercent}% of the year's)`;
  return {
    employeeNumber: master.employeeNumber,
    employeeName: employeeName(master),
    gross: amount,
    benefitsExempt: split.exempt,
    benefitsTaxable: split.taxable,
    taxable: split.taxable,
    lines: [earningLine('thirteenth_month', `13th month pay${share}`, amount)],
    inputs,
    result: {
      calculator: call.kind,
      ...calculation.result,
      share_percent: settings.sharePercent,
      earlier_payouts: pesos(earlierParts),
      payout_amount: pesos(amount),
      payout_exempt: pesos(split.exempt),
      payout_taxable: pesos(split.taxable),
    },
    trace: [...calculation.trace, ...trace.lines],
  };
}
