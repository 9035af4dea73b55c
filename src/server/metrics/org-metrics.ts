import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { Gauge, type Registry } from 'prom-client';
import { JOB_RUN_STATES } from '../../shared/api/jobs';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';

/** Scrapes within this long of a count (several Prometheus servers, a retry) reuse it. */
const CACHE_MS = 5_000;

/** What is counted of one organisation: numbers only, named by its id and nothing else. */
interface OrgCounts {
  orgId: string;
  employees: number;
  activeSessions: number;
  runs: Map<string, number>;
}

async function countOrganization(tx: Tx, orgId: string): Promise<OrgCounts> {
  const totals = await tx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('records')
        .select(eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('form_id', '=', 'ers-employee')
        .where('deleted_at', 'is', null)
        .as('employees'),
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('n'))
        .where('org_id', '=', orgId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .as('sessions'),
    ])
    .executeTakeFirstOrThrow();
  const runs = await tx
    .selectFrom('job_runs')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('org_id', '=', orgId)
    .groupBy('state')
    .execute();
  return {
    orgId,
    employees: Number(totals.employees),
    activeSessions: Number(totals.sessions),
    runs: new Map(runs.map((row) => [row.state, Number(row.n)])),
  };
}

/** Each organisation counted as itself (the app role, row-level security bound to it). */
async function countEveryOrganization(db: Kysely<Database>): Promise<OrgCounts[]> {
  const orgs = await db.selectFrom('organizations').select('org_id').orderBy('org_id').execute();
  const counts: OrgCounts[] = [];
  for (const { org_id } of orgs)
    counts.push(
      await withOrg(db, org_id, (tx) => countOrganization(tx, org_id), { snapshot: true }),
    );
  return counts;
}

/**
 * Per-organisation gauges (employees, live sessions, job runs by state), labelled by `org_id`
 * only: no name, username or address leaves through them. Counted when scraped, at most once
 * per CACHE_MS.
 */
export function observeOrganizations(
  db: Kysely<Database>,
  registry: Registry,
  log: FastifyBaseLogger,
): void {
  const snapshots = new LRUCache<'all', OrgCounts[]>({
    max: 1,
    ttl: CACHE_MS,
    fetchMethod: () =>
      countEveryOrganization(db).catch((error: unknown) => {
        log.warn({ err: error }, 'organisation metrics unavailable');
        throw error;
      }),
  });
  // A failed count leaves the gauges empty; the other metrics still answer.
  const latest = () =>
    snapshots.fetch('all').then(
      (orgs) => orgs ?? [],
      () => [],
    );
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    set: (gauge: Gauge, org: OrgCounts) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const orgs = await latest();
        this.reset();
        for (const org of orgs) set(this, org);
      },
    });
  gauge('hcm_org_employees', 'Employees on file, by organisation', ['org_id'], (g, org) =>
    g.set({ org_id: org.orgId }, org.employees),
  );
  gauge('hcm_org_active_sessions', 'Live sessions, by organisation', ['org_id'], (g, org) =>
    g.set({ org_id: org.orgId }, org.activeSessions),
  );
  gauge(
    'hcm_org_job_runs',
    'Job runs, by organisation and state',
    ['org_id', 'state'],
    (g, org) => {
      for (const state of JOB_RUN_STATES)
        g.set({ org_id: org.orgId, state }, org.runs.get(state) ?? 0);
    },
  );
}
