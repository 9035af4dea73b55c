import type { Kysely } from 'kysely';
import type { OrganizationSummary } from '../../shared/api/tenancy';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Every organisation with its state and how many people and accounts it has, by id. */
export async function listOrganizations(db: Kysely<Database>): Promise<OrganizationSummary[]> {
  const orgs = await db.selectFrom('organizations').selectAll().orderBy('org_id').execute();
  const summaries: OrganizationSummary[] = [];
  for (const org of orgs) {
    // Each organisation's rows are counted as that organisation, like any of its reads.
    const counts = await withOrg(db, org.org_id, (tx) =>
      tx
        .selectNoFrom((eb) => [
          eb
            .selectFrom('records')
            .select(eb.fn.countAll<number>().as('n'))
            .where('org_id', '=', org.org_id)
            .where('form_id', '=', 'ers-employee')
            .where('deleted_at', 'is', null)
            .as('people'),
          eb
            .selectFrom('accounts')
            .select(eb.fn.countAll<number>().as('n'))
            .where('org_id', '=', org.org_id)
            .where('disabled_at', 'is', null)
            .as('accounts'),
        ])
        .executeTakeFirstOrThrow(),
    );
    summaries.push({
      orgId: org.org_id,
      tradeName: org.trade_name,
      registeredName: org.registered_name,
      status: org.suspended_at ? 'suspended' : 'active',
      createdAt: org.created_at.toISOString(),
      suspendedAt: iso(org.suspended_at),
      exportedAt: iso(org.exported_at),
      people: Number(counts.people),
      accounts: Number(counts.accounts),
    });
  }
  return summaries;
}
