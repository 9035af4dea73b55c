import type { TokenScope } from '../../../shared/api/integration-tokens';

/** One group of the catalogue ("Payroll", "Pages · Approvals", "Record types") and its scopes. */
export interface ScopeGroup {
  title: string;
  scopes: TokenScope[];
}

/**
 * The scopes someone may give a token, in the catalogue's groups and order, and any already
 * `chosen` (a refusal names one that is no longer theirs to give).
 */
export function scopeGroupsOf(
  catalogue: readonly TokenScope[],
  chosen: ReadonlySet<string>,
): ScopeGroup[] {
  const groups = new Map<string, TokenScope[]>();
  for (const scope of catalogue) {
    if (!scope.givable && !chosen.has(scope.key)) continue;
    const scopes = groups.get(scope.group) ?? [];
    scopes.push(scope);
    groups.set(scope.group, scopes);
  }
  return [...groups].map(([title, scopes]) => ({ title, scopes }));
}

const holds = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text));

/**
 * The groups narrowed to scopes whose label, description or key holds `text` (a group's title
 * keeps all of it) and, with `only`, to the scopes in it; empty groups go.
 */
export function narrowScopeGroups(
  groups: readonly ScopeGroup[],
  text: string,
  only?: ReadonlySet<string>,
): ScopeGroup[] {
  const wanted = text.trim().toLowerCase();
  return groups
    .map((group) => {
      const whole = holds(wanted, group.title);
      return {
        ...group,
        scopes: group.scopes.filter(
          (scope) =>
            (!only || only.has(scope.key)) &&
            (whole || holds(wanted, scope.label, scope.description, scope.key)),
        ),
      };
    })
    .filter((group) => group.scopes.length > 0);
}
