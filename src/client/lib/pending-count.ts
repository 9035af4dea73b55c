import type { NavItem } from '../../shared/navigation';

/** How many approvals wait behind a menu entry's badge (0 when it has none). */
export function pendingCount(item: NavItem, counts: Record<string, number>): number {
  return item.badge ? (counts[item.badge.approvalType] ?? 0) : 0;
}
