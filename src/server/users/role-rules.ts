import type { Grants } from '../../shared/access/grants';
import { isBuiltInRole } from '../../shared/roles';
import { AppError, fieldError } from '../http/app-error';
import { heldPermissions, type CatalogueEntry } from './permission-catalogue';

/** A role's id from its name: "Payroll officer" -> payroll-officer. */
export const roleIdOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(?=[0-9])/, 'r-')
    .slice(0, 40)
    .replace(/-+$/, '');

/** Every permission must be one of the organisation's catalogue. */
export function assertKnownPermissions(
  catalogue: readonly CatalogueEntry[],
  permissions: readonly string[],
  at = '/permissions',
): void {
  const known = new Set(catalogue.map((entry) => entry.key));
  const unknown = permissions.findIndex((permission) => !known.has(permission));
  if (unknown !== -1)
    throw fieldError(
      `${at}/${unknown}`,
      `"${permissions[unknown]}" is not a permission of this organisation`,
    );
}

/**
 * What `giver` may hand out: the catalogue's permissions they hold, and reaching one's own
 * records of a record type whose records they reach all of.
 */
export function givableBy(
  catalogue: readonly CatalogueEntry[],
  giver: Grants,
): (permission: string) => boolean {
  const own = new Set(heldPermissions(catalogue, giver));
  return (permission) => own.has(permission) || own.has(permission.replace(/-own$/, ''));
}

/**
 * Nobody hands out more than they hold: a role granted, or a role's permissions saved, must lie
 * within the giver's own, so managing users never becomes a way to raise oneself. With `at`
 * (where `given` sits in the body), each refused permission is named as a field too.
 */
export function assertWithinOwn(
  catalogue: readonly CatalogueEntry[],
  giver: Grants,
  given: readonly string[],
  at?: string,
): void {
  const givable = givableBy(catalogue, giver);
  const beyond = given.filter((permission) => !givable(permission));
  if (beyond.length > 0) {
    const labels = new Map(catalogue.map((entry) => [entry.key, entry.label]));
    const labelOf = (permission: string) => labels.get(permission) ?? permission;
    const fields = at
      ? given.flatMap((permission, index) =>
          givable(permission)
            ? []
            : [
                {
                  path: `${at}/${index}`,
                  message: `You do not hold "${labelOf(permission)}" yourself`,
                },
              ],
        )
      : undefined;
    throw new AppError(
      'forbidden',
      `You cannot give permissions you do not hold yourself: ${beyond.slice(0, 5).map(labelOf).join(', ')}${beyond.length > 5 ? '…' : ''}.`,
      fields ? { fields } : {},
    );
  }
}

/** An own role's name must make an id that no built-in role has. */
export function assertOwnRoleName(name: string): string {
  const roleId = roleIdOf(name);
  if (roleId.length < 2) throw fieldError('/name', 'Name must hold at least two letters or digits');
  if (isBuiltInRole(roleId))
    throw new AppError('conflict', `"${name}" is the name of a built-in role; choose another.`, {
      fields: [{ path: '/name', message: 'Name is taken by a built-in role' }],
    });
  return roleId;
}
