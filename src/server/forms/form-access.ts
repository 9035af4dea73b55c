import type { FormAccess } from '../../shared/forms/definition';
import type { Principal } from '../plugins/guard';

const allows = (roles: FormAccess['read'] | undefined, who: Principal) =>
  !!roles && (roles.includes('*') || roles.includes(who.role));

/** A form restricted in this organisation to named accounts admits only those (spec 5). */
function namedAccountAllowed(access: FormAccess, who: Principal): boolean {
  const named = access.accounts?.[who.orgId];
  return !named || named.some((username) => username.toLowerCase() === who.username.toLowerCase());
}

/**
 * Which records of a form a user may read or write: all of them, only those naming the user
 * (`access.own`, by the form's employee field), or none. Writing one's own implies reading it.
 */
export type AccessScope = 'all' | 'own' | 'none';

export function accessScope(access: FormAccess, who: Principal, op: 'read' | 'write'): AccessScope {
  if (!namedAccountAllowed(access, who)) return 'none';
  if (allows(access[op], who)) return 'all';
  const own = access.own;
  if (allows(own?.write, who) || (op === 'read' && allows(own?.read, who))) return 'own';
  return 'none';
}

export const canRead = (access: FormAccess, who: Principal) =>
  accessScope(access, who, 'read') !== 'none';

export const canWrite = (access: FormAccess, who: Principal) =>
  accessScope(access, who, 'write') !== 'none';

/** Whether this user may add records: `access.create` when the form names it, else any writer. */
export const canCreate = (access: FormAccess, who: Principal) =>
  canWrite(access, who) && (!access.create || allows(access.create, who));
