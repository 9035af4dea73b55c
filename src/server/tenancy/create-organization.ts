import type { Kysely } from 'kysely';
import {
  CreateOrganizationRequestSchema,
  RESERVED_ORG_IDS,
  type CreatedOrganization,
  type CreateOrganizationRequest,
} from '../../shared/api/tenancy';
import { resolveThemeName, THEMES } from '../../shared/themes';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { AppError, fieldError } from '../http/app-error';
import { parsePart } from '../http/parse-part';
import { brandAssets, initialsOf } from '../organization/brand-assets';
import { inviteToSignIn } from '../people/invitation';
import { seedSampleRecords, starterForms } from '../seed/sample-records';
import { auditOrganization, type Operator } from '../audit/platform-audit';

/** What provisioning works with: the app role's database, the definitions and the settings. */
export interface ProvisioningDeps {
  db: Kysely<Database>;
  forms: FormRegistry;
  config: Config;
}

const exists = (orgId: string) =>
  new AppError('conflict', `An organisation with the id "${orgId}" already exists.`, {
    fields: [{ path: '/orgId', message: `"${orgId}" is taken by another organisation` }],
  });

/** "Maria Santos" -> Maria / Santos; none -> Administrator. */
function namesOf(adminName: string | undefined): { first_name: string; last_name: string } {
  const [first = 'Administrator', ...rest] = (adminName ?? '').trim().split(/\s+/).filter(Boolean);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * The request as it will be created, trimmed: a 422 naming each field otherwise, a 409 for a
 * taken id. `createOrganization` runs it first; a caller may run it before gathering the rest.
 */
export async function checkNewOrganization(
  db: Kysely<Database>,
  input: CreateOrganizationRequest,
): Promise<CreateOrganizationRequest> {
  const request = parsePart(CreateOrganizationRequestSchema, input, '', 'The organisation');
  const tradeName = request.tradeName.trim();
  if (!tradeName) throw fieldError('/tradeName', 'Trade name is required');
  if (RESERVED_ORG_IDS.includes(request.orgId))
    throw fieldError('/orgId', `Organisation id "${request.orgId}" is reserved: choose another`);
  const taken = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', request.orgId)
    .executeTakeFirst();
  if (taken) throw exists(request.orgId);
  return {
    ...request,
    tradeName,
    registeredName: request.registeredName?.trim() || tradeName,
  };
}

/**
 * Starts an organisation from nothing, in one transaction as the app role scoped to it (a
 * failure leaves nothing): its row with the default theme and switches, branding drawn from its
 * initials, the definitions' starter lists (holidays, reference codes; no demo data), and its
 * first administrator (no employee record), who is mailed the first sign-in link that is
 * returned. The statutory tables are the platform's, which every organisation reads.
 */
export async function createOrganization(
  { db, forms, config }: ProvisioningDeps,
  input: CreateOrganizationRequest,
  by: Operator,
): Promise<CreatedOrganization> {
  const request = await checkNewOrganization(db, input);
  const { orgId, tradeName, adminEmail } = request;
  const username = (request.adminUsername ?? adminEmail.split('@')[0] ?? '').toLowerCase();
  const theme = THEMES[resolveThemeName(orgId, null)];
  try {
    return await withOrg(db, orgId, async (tx) => {
      await tx
        .insertInto('organizations')
        .values({
          org_id: orgId,
          trade_name: tradeName,
          registered_name: request.registeredName ?? tradeName,
          color_template: null,
          flags: JSON.stringify({}),
        })
        .execute();
      const assets = brandAssets({
        tradeName,
        mark: initialsOf(tradeName),
        primary: theme.primary,
        accent: theme.accent,
      });
      await tx
        .insertInto('org_assets')
        .values(assets.map((asset) => ({ org_id: orgId, ...asset })))
        .execute();
      await seedSampleRecords(tx, orgId, forms, { only: starterForms(forms.all()) });
      const admin = await tx
        .insertInto('accounts')
        .values({
          org_id: orgId,
          username,
          email: adminEmail,
          employee_number: null,
          ...namesOf(request.adminName),
          roles: ['admin'],
          logged_in: false,
          steps: JSON.stringify({ changePassword: false }),
          // No password until one is chosen from the mailed link: an empty hash never matches.
          password_hash: '',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const invitationLink = await inviteToSignIn(
        tx,
        orgId,
        config,
        admin,
        'choose "Forgot password?" on the sign-in page to get a new one',
      );
      await auditOrganization(tx, orgId, by, 'organization-created', {
        tradeName,
        adminUsername: username,
        adminEmail,
      });
      // The administrator has an e-mail: the link was made and mailed.
      return { orgId, adminUsername: username, invitationLink: invitationLink! };
    });
  } catch (error) {
    // Created meanwhile by someone else: the primary key is the last word.
    if ((error as { constraint?: string }).constraint === 'organizations_pkey') throw exists(orgId);
    throw error;
  }
}
