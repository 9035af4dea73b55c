import type { Selectable } from 'kysely';
import type { SsoSettingsRequest } from '../../../shared/api/single-sign-on';
import type { SsoSettingsTable } from '../../db/database';
import type { Tx } from '../../db/tenant';

export type SsoSettingsRow = Selectable<SsoSettingsTable>;

export const findSsoSettings = (tx: Tx, orgId: string) =>
  tx.selectFrom('sso_settings').selectAll().where('org_id', '=', orgId).executeTakeFirst();

/**
 * Whether people sign in with a password: always, unless single sign-on is on and the
 * administrators turned password sign-in off.
 */
export const passwordSignInOn = (row: SsoSettingsRow | undefined): boolean =>
  !row?.enabled || row.password_sign_in;

/** Saves the settings; `sealedSecret` undefined keeps the secret already stored. */
export async function saveSsoSettings(
  tx: Tx,
  orgId: string,
  settings: Omit<SsoSettingsRequest, 'clientSecret'>,
  sealedSecret: Buffer | undefined,
  updatedBy: string,
): Promise<void> {
  const values = {
    enabled: settings.enabled,
    label: settings.label,
    issuer: settings.issuer,
    client_id: settings.clientId,
    allow_account_creation: settings.allowAccountCreation,
    password_sign_in: settings.passwordSignIn,
    allowed_domains: settings.allowedDomains,
    updated_by: updatedBy,
    ...(sealedSecret === undefined ? {} : { client_secret: sealedSecret }),
  };
  await tx
    .insertInto('sso_settings')
    .values({ org_id: orgId, ...values })
    .onConflict((conflict) =>
      conflict.column('org_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}
