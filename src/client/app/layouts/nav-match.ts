import { matchPath } from 'react-router-dom';
import { declaredPages } from '../../../shared/forms/form-paths';
import type { NavGroup, NavItem } from '../../../shared/navigation';

/** Where a menu entry's pages live: a record list `<base>/list` owns `<base>/add|edit|view/…`. */
const sectionOf = (path: string) => path.replace(/\/list$/, '');

/** The page of a record module's declared patterns (`list`, `add`, ...) the path is, if any. */
const declaredPage = (item: NavItem, pathname: string) =>
  declaredPages(item.pages).find(({ path }) => matchPath({ path, end: true }, pathname) !== null)
    ?.page;

/** Whether a menu entry is the page being shown (its path, or a page below it). */
export function isActivePath(item: NavItem, pathname: string): boolean {
  return (
    pathname === item.path ||
    pathname.startsWith(`${sectionOf(item.path)}/`) ||
    declaredPage(item, pathname) !== undefined
  );
}

/** 'Add', 'Edit' or 'View' when the page is a record page of a menu entry's list. */
export function recordAction(item: NavItem, pathname: string): string | null {
  const action =
    declaredPage(item, pathname) ?? pathname.slice(sectionOf(item.path).length + 1).split('/')[0];
  return action === 'add' || action === 'edit' || action === 'view'
    ? action.charAt(0).toUpperCase() + action.slice(1)
    : null;
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
