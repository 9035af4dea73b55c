import type { NavGroup, NavItem } from '../../../shared/navigation';

/** Whether a menu entry is the page being shown (its path, or a page below it). */
export function isActivePath(item: NavItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

/** The group and entry of the page being shown, if the menu has it. */
export function navMatch(
  groups: NavGroup[],
  pathname: string,
): { group: NavGroup; item: NavItem } | null {
  for (const group of groups) {
    const item = group.items.find((entry) => isActivePath(entry, pathname));
    if (item) return { group, item };
  }
  return null;
}
