/**
 * What an account may do, resolved once per request from the roles it holds: the built-in
 * roles, whose permissions are declared beside what they guard (a route's capability, a menu
 * entry's roles, a definition's access), and the organisation's own roles, which list theirs.
 * Every check — the guard, the menu, the records engine, a module's own rule — asks `holds`.
 */
export interface Grants {
  /** Role ids held: built-in names and the organisation's own role ids. */
  readonly roles: readonly string[];
  /** The permissions the organisation's own roles among them grant. */
  readonly granted: ReadonlySet<string>;
}

export const grantsOf = (roles: readonly string[], granted: Iterable<string>): Grants => ({
  roles,
  granted: new Set(granted),
});

/**
 * Whether the holder has `permission`, whose built-in holders are `holders` (`*`: everyone
 * signed in). A role an organisation made holds exactly what it lists.
 */
export const holds = (grants: Grants, permission: string, holders: readonly string[]): boolean =>
  holders.includes('*') ||
  grants.roles.some((role) => holders.includes(role)) ||
  grants.granted.has(permission);
