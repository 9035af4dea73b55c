import { written } from './contributions';
import { rate6 } from './decimal';
import type { PayslipFigures } from './payslip';

/** A payslip as the API writes it: money with 2 decimals, rates with 6. */
export function writePayslip(figures: PayslipFigures) {
  const { pay_basis, daily_rate, hourly_rate, premium_pay, sss, philhealth, hdmf, ...amounts } =
    figures;
  return {
    pay_basis,
    daily_rate: rate6(daily_rate),
    hourly_rate: rate6(hourly_rate),
    ...written(amounts),
    premium_pay: Object.fromEntries(
      Object.entries(premium_pay).map(([type, line]) => [type, written(line)]),
    ),
    sss: written(sss),
    philhealth: written(philhealth),
    hdmf: written(hdmf),
  };
}
