import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { dec, money, type Dec } from '../engine/decimal';
import { pesosOf } from '../cutoffs/payslip-inputs';

/** Paid days a year of a daily rate, when the employee has no factor of their own. */
const DEFAULT_FACTOR = 261;

/** The current monthly basic: the monthly rate, or the daily rate × factor / 12. */
export const monthlyBasicOf = (master: ErsEmployeeData): Dec => {
  const rate = dec(pesosOf(master.rate ?? 0));
  return master.payBasis === 'Daily'
    ? money(rate.times(master.payrollFactor ?? DEFAULT_FACTOR).dividedBy(12))
    : rate;
};
