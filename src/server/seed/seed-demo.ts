import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { hashSecret } from '../identity/passwords';
import { backgroundSvg, faviconSvg, logoSvg } from './demo-assets';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-organizations';

const svg = (body: string) => ({ content_type: 'image/svg+xml', body: Buffer.from(body) });

/** Seeds the demo organisations; safe to run on every start (existing rows are left alone). */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  // One hash serves every demo user: they all share the documented demo password.
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  for (const org of DEMO_ORGANIZATIONS) {
    await db
      .insertInto('organizations')
      .values({
        org_id: org.orgId,
        trade_name: org.tradeName,
        registered_name: org.registeredName,
        color_template: org.colorTemplate ? JSON.stringify(org.colorTemplate) : null,
        flags: JSON.stringify(org.flags),
        background: org.hasBackground ? 'background.svg' : null,
      })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();

    await withOrg(db, org.orgId, async (tx) => {
      const { primary, accent, mark } = org.brand;
      const assets = [
        { name: 'logo.svg', ...svg(logoSvg(org.tradeName, mark, primary, accent)) },
        {
          name: 'kiosk-logo.svg',
          ...svg(logoSvg(`${org.tradeName} Kiosk`, mark, primary, accent)),
        },
        { name: 'favicon.svg', ...svg(faviconSvg(mark, primary)) },
        ...(org.hasBackground
          ? [{ name: 'background.svg', ...svg(backgroundSvg(primary, accent)) }]
          : []),
      ];
      await tx
        .insertInto('org_assets')
        .values(assets.map((asset) => ({ org_id: org.orgId, ...asset })))
        .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
        .execute();

      // Explicit org filter: the owner may be a superuser, and superusers are not bound by RLS.
      const existing = await tx
        .selectFrom('accounts')
        .select('username')
        .where('org_id', '=', org.orgId)
        .execute();
      if (existing.length > 0) return;
      const accounts = await tx
        .insertInto('accounts')
        .values(
          org.users.map((u) => ({
            org_id: org.orgId,
            username: u.username,
            email: `${u.firstName.toLowerCase()}.${u.lastName.toLowerCase().replace(/[^a-z]/g, '')}@${org.orgId}.example`,
            employee_number: u.employeeNumber,
            first_name: u.firstName,
            last_name: u.lastName,
            position: u.position,
            department: u.department,
            schedule_template: 'Regular 8:00-17:00',
            role: u.role,
            logged_in: u.loggedIn,
            steps: JSON.stringify({ changePassword: u.loggedIn }),
            password_hash: passwordHash,
          })),
        )
        .returning(['account_id', 'username', 'role', 'first_name', 'last_name', 'employee_number'])
        .execute();

      const approvers = accounts
        .filter((a) => a.role === 'approver' || a.role === 'admin')
        .map((a) => a.account_id);
      await tx
        .insertInto('applications')
        .values(
          org.pending.map((p) => {
            const filer = accounts.find((a) => a.username === p.employee);
            return {
              org_id: org.orgId,
              approval_type: p.type,
              employee_number: filer?.employee_number ?? '',
              employee_name: `${filer?.first_name} ${filer?.last_name}`,
              status: 'Pending',
              date_applied: new Date(Date.now() - p.daysAgo * 86_400_000),
              summary: p.summary,
              current_approver_ids: approvers,
            };
          }),
        )
        .execute();
    });
  }
}
