import type { Role } from '../../../shared/api/users';

/** Roles as they are offered: the built-in ones, then the organisation's own (if any). */
export const roleGroups = (roles: readonly Role[]) =>
  [
    { title: 'Built-in', roles: roles.filter((role) => role.builtIn) },
    { title: 'Your roles', roles: roles.filter((role) => !role.builtIn) },
  ].filter((group) => group.roles.length > 0);
