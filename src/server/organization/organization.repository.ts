import type { Kysely } from 'kysely';
import {
  SUSPENDED_MESSAGE,
  type OrgResources,
  type OrgSettingsRequest,
} from '../../shared/api/organization';
import { withFlagDefaults } from '../../shared/org-flag-defaults';
import { changedFromDefaults } from '../../shared/org-flag-paths';
import type { Environment, OrgFlags } from '../../shared/org-flags';
import type { ColorTemplate } from '../../shared/themes';
import type { Database } from '../db/database';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { findSsoSettings, passwordSignInOn } from '../identity/sso/sso-settings.repository';
import { findAssetUrls } from './org-assets.repository';

/** The organisation's public resources, as this deployment (`environment`) serves them. */
export async function findOrgResources(
  tx: Tx,
  orgId: string,
  environment: Environment,
): Promise<OrgResources | null> {
  const row = await tx
    .selectFrom('organizations')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return null;
  const sso = await findSsoSettings(tx, orgId);
  return {
    orgId: row.org_id,
    tradeName: row.trade_name,
    registeredName: row.registered_name,
    ...(await findAssetUrls(tx, orgId)),
    colorTemplate: row.color_template as ColorTemplate | null,
    permissions: withFlagDefaults(row.flags),
    environment,
    suspended: row.suspended_at !== null,
    sso: { enabled: sso?.enabled ?? false, label: sso?.label ?? '' },
    passwordSignIn: passwordSignInOn(sso),
  };
}

/**
 * Refuses what an organisation's people do without a session (sign-in, kiosk punches, mailed
 * links) while the organisation is suspended; an unknown organisation passes, for the caller's
 * own answer.
 */
export async function assertNotSuspended(db: Kysely<Database> | Tx, orgId: string): Promise<void> {
  const row = await db
    .selectFrom('organizations')
    .select('suspended_at')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (row?.suspended_at) throw new AppError('org_suspended', SUSPENDED_MESSAGE);
}

export async function findOrgFlags(db: Kysely<Database>, orgId: string): Promise<OrgFlags> {
  const row = await db
    .selectFrom('organizations')
    .select('flags')
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return withFlagDefaults(row.flags);
}

/** What the settings screen edits, locked until the transaction ends. */
export async function lockOrgSettings(tx: Tx, orgId: string) {
  const row = await tx
    .selectFrom('organizations')
    .select(['trade_name', 'color_template', 'flags'])
    .where('org_id', '=', orgId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return {
    tradeName: row.trade_name,
    colorTemplate: row.color_template as ColorTemplate | null,
    flags: withFlagDefaults(row.flags),
  };
}

/** Stores the settings; of the flags only those that differ from their defaults. */
export async function saveOrgSettings(
  tx: Tx,
  orgId: string,
  settings: OrgSettingsRequest,
): Promise<void> {
  await tx
    .updateTable('organizations')
    .set({
      trade_name: settings.tradeName,
      color_template: JSON.stringify(settings.colorTemplate),
      flags: JSON.stringify(changedFromDefaults(settings.flags)),
    })
    .where('org_id', '=', orgId)
    .execute();
}
