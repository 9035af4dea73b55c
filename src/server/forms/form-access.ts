import type { FormAccess } from '../../shared/forms/definition';
import type { Principal } from '../plugins/guard';

const allows = (roles: FormAccess['read'], who: Principal) =>
  roles.includes('*') || roles.includes(who.role);

/** A form restricted in this organisation to named accounts admits only those (spec 5). */
function namedAccountAllowed(access: FormAccess, who: Principal): boolean {
  const named = access.accounts?.[who.orgId];
  return !named || named.some((username) => username.toLowerCase() === who.username.toLowerCase());
}

export const canRead = (access: FormAccess, who: Principal) =>
  allows(access.read, who) && namedAccountAllowed(access, who);

export const canWrite = (access: FormAccess, who: Principal) =>
  allows(access.write, who) && namedAccountAllowed(access, who);
