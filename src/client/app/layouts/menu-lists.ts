import type { NavGroup, NavItem } from '../../../shared/navigation';
import { isActivePath } from './nav-match';

/** The menu groups of reference lists and utilities: few people keep them, none daily. */
const LIST_GROUPS = new Set(['forms-reference', 'forms-utility']);

export const LISTS_PATH = '/lists';

const LISTS_ENTRY: NavItem = { id: 'lists', label: 'Lists', path: LISTS_PATH, roles: ['*'] };

/** The groups of lists the person keeps (the server sends them to maintainers only). */
export const listGroups = (groups: readonly NavGroup[]) =>
  groups.filter((group) => LIST_GROUPS.has(group.id));

/**
 * The menu as people read it: the lists' dozens of entries folded into one "Lists" entry, at the
 * end of Company settings (or in a group of its own). Breadcrumbs and search keep every entry.
 */
export function foldLists(groups: NavGroup[]): NavGroup[] {
  if (listGroups(groups).length === 0) return groups;
  const rest = groups.filter((group) => !LIST_GROUPS.has(group.id));
  const settings = rest.find((group) => group.id === 'forms-company-settings');
  return settings
    ? rest.map((group) =>
        group === settings ? { ...group, items: [...group.items, LISTS_ENTRY] } : group,
      )
    : [...rest, { id: 'lists', label: 'Lists', items: [LISTS_ENTRY] }];
}

/** Whether a menu entry is the page shown; the folded Lists entry is on any of its lists' pages. */
export const isEntryActive = (item: NavItem, groups: readonly NavGroup[], pathname: string) =>
  isActivePath(item, pathname) ||
  (item.id === LISTS_ENTRY.id &&
    listGroups(groups).some((group) => group.items.some((entry) => isActivePath(entry, pathname))));
