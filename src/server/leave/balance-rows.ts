import type { LeaveBalance } from '../../shared/api/leave-credits';
import type { LeaveTypeRule } from './leave-types';

/**
 * One balance per leave type: the template's, in its order and 0 when nothing was granted, then
 * any other type the ledger or pending applications hold (compensatory time off, or a type of a
 * former template), by name.
 */
export function balanceRows(
  leaveTypes: LeaveTypeRule[],
  balances: Map<string, number>,
  pending: Map<string, number> = new Map(),
): LeaveBalance[] {
  const row = (leaveType: string, paid: boolean): LeaveBalance => ({
    leaveType,
    paid,
    balanceMinutes: balances.get(leaveType) ?? 0,
    pendingMinutes: pending.get(leaveType) ?? 0,
  });
  const named = new Set(leaveTypes.map((rule) => rule.name));
  const others = [...new Set([...balances.keys(), ...pending.keys()])]
    .filter((leaveType) => !named.has(leaveType))
    .sort((a, b) => a.localeCompare(b));
  return [
    ...leaveTypes.map((rule) => row(rule.name, rule.paid)),
    ...others.map((leaveType) => row(leaveType, true)),
  ];
}
