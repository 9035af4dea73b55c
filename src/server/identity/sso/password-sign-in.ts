import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { AccountRow } from '../accounts.repository';
import { findSsoSettings, passwordSignInOn } from './sso-settings.repository';

/**
 * Refuses a password sign-in (the password was right) where the organisation signs in with its
 * identity provider only. Accounts holding the built-in admin role always may, so that an
 * administrator can get in when the provider cannot be reached or is set up wrong.
 */
export async function assertPasswordSignInAllowed(
  db: Kysely<Database>,
  row: AccountRow,
): Promise<void> {
  if (row.roles.includes('admin')) return;
  const settings = await withOrg(db, row.org_id, (tx) => findSsoSettings(tx, row.org_id));
  if (!settings || passwordSignInOn(settings)) return;
  throw new AppError(
    'forbidden',
    `Password sign-in is turned off for this organisation: use "Sign in with ${settings.label}" instead.`,
  );
}
