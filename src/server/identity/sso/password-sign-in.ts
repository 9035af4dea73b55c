import type { Kysely } from 'kysely';
import { can } from '../../../shared/access/capabilities';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { grantsFor } from '../account-grants';
import type { AccountRow } from '../accounts.repository';
import { findSsoSettings, passwordSignInOn } from './sso-settings.repository';

/**
 * Refuses a password sign-in (the password was right) where the organisation signs in with its
 * identity provider only. Whoever may change the single sign-on settings (settings.manage)
 * always may, so that someone can get in to fix them when the provider cannot be reached or is
 * set up wrong.
 */
export async function assertPasswordSignInAllowed(
  db: Kysely<Database>,
  row: AccountRow,
): Promise<void> {
  const refusedLabel = await withOrg(db, row.org_id, async (tx) => {
    const settings = await findSsoSettings(tx, row.org_id);
    if (!settings || passwordSignInOn(settings)) return null;
    const grants = await grantsFor(tx, row.org_id, row.roles);
    return can(grants, 'settings.manage') ? null : settings.label;
  });
  if (refusedLabel !== null)
    throw new AppError(
      'forbidden',
      `Password sign-in is turned off for this organisation: use "Sign in with ${refusedLabel}" instead.`,
    );
}
