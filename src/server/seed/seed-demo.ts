import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { once } from '../../shared/once';
import { hashSecret } from '../identity/passwords';
import { insertChecklist } from '../onboarding/checklists.repository';
import { defaultDueDate } from '../onboarding/start-checklist';
import { brandAssets } from '../organization/brand-assets';
import type { FormRegistry } from '../forms/form-registry';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, demoEmail } from './demo-organizations';
import { seedDemoApplications } from './seed-demo-applications';
import { seedDemoPayroll } from './seed-demo-payroll';
import { seedDemoRecords } from './seed-demo-records';

/** Seeds the demo organisations and their users; existing rows are left alone. */
async function seedDemoOrganizations(db: Kysely<Database>): Promise<void> {
  // One hash serves every demo user: they all share the documented demo password. Made only
  // when users are added: a hash takes tens of milliseconds, and most starts add none.
  const passwordHash = once(() => hashSecret(DEMO_PASSWORD));
  for (const org of DEMO_ORGANIZATIONS) {
    await withOrg(db, org.orgId, async (tx) => {
      const created = await tx
        .insertInto('organizations')
        .values({
          org_id: org.orgId,
          trade_name: org.tradeName,
          registered_name: org.registeredName,
          color_template: org.colorTemplate ? JSON.stringify(org.colorTemplate) : null,
          flags: JSON.stringify(org.flags),
        })
        .onConflict((oc) => oc.column('org_id').doNothing())
        .returning('org_id')
        .executeTakeFirst();
      // Branding comes with the organisation: images its administrators replaced or removed
      // since stay as they left them.
      if (created) {
        const assets = brandAssets({
          tradeName: org.tradeName,
          ...org.brand,
          background: org.hasBackground,
        });
        await tx
          .insertInto('org_assets')
          .values(assets.map((asset) => ({ org_id: org.orgId, ...asset })))
          .execute();
      }

      const existing = await tx
        .selectFrom('accounts')
        .select('username')
        .where('org_id', '=', org.orgId)
        .execute();
      if (existing.length > 0) return;
      const hash = await passwordHash();
      const accounts = await tx
        .insertInto('accounts')
        .values(
          org.users.map((u) => ({
            org_id: org.orgId,
            username: u.username,
            email: demoEmail(u, org.orgId),
            employee_number: u.employeeNumber,
            first_name: u.firstName,
            last_name: u.lastName,
            position: u.position,
            department: u.department,
            schedule_template: 'Regular 8:00-17:00',
            roles: [u.role],
            logged_in: u.loggedIn,
            steps: JSON.stringify({ changePassword: u.loggedIn }),
            password_hash: hash,
          })),
        )
        .returning(['account_id', 'employee_number', 'logged_in'])
        .execute();
      // The demo's new hires are still onboarding: their checklists start empty.
      const today = dayjs().format('YYYY-MM-DD');
      for (const account of accounts.filter((a) => !a.logged_in && a.employee_number)) {
        await insertChecklist(tx, org.orgId, {
          accountId: account.account_id,
          employeeNumber: account.employee_number ?? '',
          dueDate: defaultDueDate(undefined, today),
          createdBy: 'seed',
        });
      }
    });
  }
}

/**
 * Everything the demo organisations start with: users, every definition's sample records, leave
 * credits, a few pending applications and a payroll register with released payslips. Safe to
 * run on every start.
 */
export async function seedDemo(
  db: Kysely<Database>,
  forms: FormRegistry,
  publicUrl: string,
): Promise<void> {
  await seedDemoOrganizations(db);
  await seedDemoRecords(db, forms);
  await seedDemoApplications(db, publicUrl);
  await seedDemoPayroll(db);
}
