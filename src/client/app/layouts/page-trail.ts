import type { NavGroup } from '../../../shared/navigation';
import { navMatch, recordAction } from './nav-match';

/** Ids say nothing to a reader: a path's uuids (alone or leading a composite id) are left out of its trail. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}($|\.)/i;

function fromSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '' && !UUID.test(segment))
    .map((segment) => decodeURIComponent(segment).replace(/-/g, ' '))
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1));
}

/** Where the page sits below Home: menu group › page › action, from the menu (or from the path when the menu lacks the page). */
export function pageTrail(groups: NavGroup[], pathname: string): string[] {
  if (pathname === '/dashboard') return [];
  const match = navMatch(groups, pathname);
  if (!match) return fromSegments(pathname);
  return [
    ...(match.group.id === 'home' ? [] : [match.group.label]),
    match.item.label,
    ...[recordAction(match.item, pathname)].filter((action) => action !== null),
  ];
}

/**
 * The page's name for the browser's tab, history and screen readers (WCAG 2.4.2): most particular
 * first, "Add · Holidays · Company settings".
 */
export function pageName(groups: NavGroup[], pathname: string): string {
  const trail = pageTrail(groups, pathname);
  return trail.length === 0 ? 'Dashboard' : trail.reverse().join(' · ');
}
