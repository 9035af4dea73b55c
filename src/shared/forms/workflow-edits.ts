import type { Grants } from '../access/grants';
import type { Workflow } from './definition-workflow';

/** How the one saving a record stands to it: their roles, whether it names them, whether it waits on them. */
export interface Party {
  grants: Grants;
  own: boolean;
  waiting: boolean;
}

/**
 * The field patterns (`workflow.edits`) this party may change in a record in `state`; null when
 * the workflow does not limit edits by field. A record naming the saver gives them only the
 * `own` party's fields, whatever their role (separation of duties).
 */
export function editableFields(
  workflow: Workflow | undefined,
  state: unknown,
  party: Party,
): string[] | null {
  if (!workflow?.edits) return null;
  return workflow.edits
    .filter(
      (entry) =>
        typeof state === 'string' &&
        entry.in.includes(state) &&
        entry.by.some(
          (by) =>
            by === '*' ||
            (party.own ? by === 'own' : party.grants.roles.includes(by)) ||
            (by === 'approver' && party.waiting),
        ),
    )
    .flatMap((entry) => entry.fields);
}

/** Whether a JSON pointer to a changed value is one of `patterns` or lies under one. */
export function pointerAllowed(pointer: string, patterns: readonly string[]): boolean {
  const segments = pointer.split('/').slice(1);
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    const wanted = pattern.split('/').slice(1);
    return (
      wanted.length <= segments.length &&
      wanted.every((segment, index) => segment === '*' || segment === segments[index])
    );
  });
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The concrete pointers of `patterns` that have no value in `data`: `/kpis/*\/rating` names each
 * item's rating that is empty (a list with no items asks nothing).
 */
export function missingValues(data: unknown, patterns: readonly string[]): string[] {
  const walk = (value: unknown, segments: string[], at: string): string[] => {
    const [segment, ...rest] = segments;
    if (segment === undefined) return isEmpty(value) ? [at] : [];
    if (segment === '*')
      return Array.isArray(value)
        ? value.flatMap((item, index) => walk(item, rest, `${at}/${index}`))
        : [];
    const inner =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
    // A missing list asks nothing of its items; a missing field is itself missing.
    if (inner === undefined && rest[0] === '*') return [];
    return walk(inner, rest, `${at}/${segment}`);
  };
  return patterns.flatMap((pattern) => walk(data, pattern.split('/').slice(1), ''));
}
