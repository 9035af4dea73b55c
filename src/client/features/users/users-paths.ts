/** Where the roles list and one role's page are (Administration › Roles). */
export const ROLES_PATH = '/admin-settings/roles';

/** A role's page; `new` is the editor of a role not yet saved. */
export const rolePath = (roleId: string) => `${ROLES_PATH}/${encodeURIComponent(roleId)}`;
