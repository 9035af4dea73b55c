import type { Kysely } from 'kysely';
import type { OrgResources } from '../../shared/api/organization';
import { withFlagDefaults } from '../../shared/org-flag-defaults';
import type { Environment, OrgFlags } from '../../shared/org-flags';
import type { ColorTemplate } from '../../shared/themes';
import type { Database } from '../db/database';

const assetUrl = (orgId: string, name: string) => `/api/organization/assets/${orgId}/${name}`;

/** The organisation's public resources, as this deployment (`environment`) serves them. */
export async function findOrgResources(
  db: Kysely<Database>,
  orgId: string,
  environment: Environment,
): Promise<OrgResources | null> {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orgId: row.org_id,
    tradeName: row.trade_name,
    registeredName: row.registered_name,
    logo: assetUrl(orgId, 'logo.svg'),
    favicon: assetUrl(orgId, 'favicon.svg'),
    kioskLogo: assetUrl(orgId, 'kiosk-logo.svg'),
    background: row.background ? assetUrl(orgId, row.background) : null,
    colorTemplate: row.color_template as ColorTemplate | null,
    permissions: withFlagDefaults(row.flags),
    environment,
  };
}

export async function findOrgFlags(db: Kysely<Database>, orgId: string): Promise<OrgFlags> {
  const row = await db
    .selectFrom('organizations')
    .select('flags')
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return withFlagDefaults(row.flags);
}
