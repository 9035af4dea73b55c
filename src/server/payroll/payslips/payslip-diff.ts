import type { PayslipDiff, PayslipLine } from '../../../shared/api/payroll-payslips';
import { dec, pesos, ZERO, type Dec } from '../engine/decimal';

export interface DiffedPayslip {
  employeeNumber: string;
  employeeName: string;
  netPay: string;
  lines: PayslipLine[];
}

/** A deduction counts against net pay: lines compare as signed amounts. */
const signed = (line: PayslipLine): Dec =>
  line.section === 'deductions' ? dec(line.amount).negated() : dec(line.amount);

/**
 * Employee by employee and line by line, what changed between two sets of payslips (two
 * computations of a cut-off, or two cut-offs): so payroll sees why a net pay moved.
 */
export function payslipDiff(
  before: readonly DiffedPayslip[],
  after: readonly DiffedPayslip[],
): Pick<PayslipDiff, 'employees' | 'netBefore' | 'netAfter'> {
  const earlier = new Map(before.map((slip) => [slip.employeeNumber, slip]));
  const later = new Map(after.map((slip) => [slip.employeeNumber, slip]));
  const numbers = [...new Set([...earlier.keys(), ...later.keys()])];
  const employees = numbers.flatMap((employeeNumber) => {
    const old = earlier.get(employeeNumber);
    const now = later.get(employeeNumber);
    const amounts = new Map<string, { label: string; before: Dec; after: Dec }>();
    for (const [slip, side] of [
      [old, 'before'],
      [now, 'after'],
    ] as const)
      for (const line of slip?.lines ?? []) {
        const entry = amounts.get(line.code) ?? { label: line.label, before: ZERO, after: ZERO };
        entry[side] = entry[side].plus(signed(line));
        amounts.set(line.code, entry);
      }
    const lines = [...amounts]
      .filter(([, entry]) => !entry.before.equals(entry.after))
      .map(([code, entry]) => ({
        code,
        label: entry.label,
        before: pesos(entry.before),
        after: pesos(entry.after),
        change: pesos(entry.after.minus(entry.before)),
      }));
    const netBefore = dec(old?.netPay ?? '0');
    const netAfter = dec(now?.netPay ?? '0');
    if (old && now && lines.length === 0 && netBefore.equals(netAfter)) return [];
    return [
      {
        employeeNumber,
        employeeName: (now ?? old)!.employeeName,
        change: !old ? ('added' as const) : !now ? ('removed' as const) : ('changed' as const),
        netBefore: pesos(netBefore),
        netAfter: pesos(netAfter),
        netChange: pesos(netAfter.minus(netBefore)),
        lines,
      },
    ];
  });
  employees.sort(
    (a, b) =>
      dec(b.netChange).abs().comparedTo(dec(a.netChange).abs()) ||
      a.employeeName.localeCompare(b.employeeName),
  );
  const total = (slips: readonly DiffedPayslip[]) =>
    pesos(slips.reduce((sum, slip) => sum.plus(slip.netPay), ZERO));
  return { employees, netBefore: total(before), netAfter: total(after) };
}
