import type { LedgerReason } from '../../../shared/api/leave-credits';
import { formatLeaveDays } from '../../../shared/api/leave-credits';

/** How each kind of ledger entry reads, and its badge colour. */
export const LEDGER_REASON_LABELS: Record<LedgerReason, { label: string; colour: string }> = {
  accrual: { label: 'Accrual', colour: 'green' },
  adjustment: { label: 'Adjustment', colour: 'blue' },
  use: { label: 'Leave taken', colour: 'orange' },
  restore: { label: 'Leave restored', colour: 'teal' },
  'cto-earned': { label: 'CTO earned', colour: 'purple' },
  'cto-withdrawn': { label: 'CTO withdrawn', colour: 'red' },
};

/** Only HR's own grants can be withdrawn; uses and restores follow their applications. */
export const isRemovable = (reason: LedgerReason) =>
  reason === 'accrual' || reason === 'adjustment';

/** A signed amount of days: "+1.5 days", "−2 days". */
export const formatSignedDays = (minutes: number) =>
  minutes > 0 ? `+${formatLeaveDays(minutes)}` : `−${formatLeaveDays(-minutes)}`;
