import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { Tx } from '../db/tenant';

/** pg-boss's tables: platform tables (no organisation), beside the app's in the same database. */
export const BOSS_SCHEMA = 'pgboss';
/**
 * The one pg-boss queue every kind of run goes through; the kind travels in the job's data.
 * In pg-boss 10 a queue is a table partition, and creating one is DDL the app role may not do,
 * so the owner creates this one queue and kinds come and go without schema work.
 */
export const JOB_QUEUE = 'hcm-jobs';

/**
 * Work done on a schedule, once per deployment however many instances run: pg-boss's cron puts
 * one job on the named queue when it is due (times in UTC unless a zone is given) and one
 * instance takes it. The owner creates the queues and schedules; instances only work them.
 */
export const RECURRING = {
  'hcm-prune-sign-in-throttle': { cron: '*/10 * * * *' },
  'hcm-dispatch-outbox': { cron: '* * * * *' },
  'hcm-apply-movements': { cron: '5 * * * *' },
  // Credits accrue as a month begins where people work (the spec's zone, UTC+8).
  'hcm-accrue-leave': { cron: '30 0 1 * *', tz: 'Asia/Manila' },
  'hcm-notice-announcements': { cron: '* * * * *' },
  // The digest arrives before the working day begins.
  'hcm-notification-digest': { cron: '0 7 * * *', tz: 'Asia/Manila' },
} as const satisfies Record<string, { cron: string; tz?: string }>;

export type RecurringWork = keyof typeof RECURRING;

/** The queue pg-boss's cron sends due schedules through (pg-boss 10 names it so). */
const CRON_QUEUE = '__pgboss__send-it';

const QUEUES = [JOB_QUEUE, CRON_QUEUE, ...Object.keys(RECURRING)];

/** Lets pg-boss run its statements on a Kysely connection or inside a caller's transaction. */
export const bossExecutor = (db: Kysely<Database> | Tx): PgBoss.Db => ({
  executeSql: (text, values) => db.executeQuery(CompiledQuery.raw(text, values ?? [])),
});

/**
 * Installs or upgrades pg-boss's schema, creates the app's queues and sets the schedules of the
 * recurring work: schema work, so it runs as the owner (`npm run migrate`), beside the
 * migrations. The app role's instance only checks the version.
 */
export async function installJobSchema(owner: Kysely<Database>): Promise<void> {
  const boss = new PgBoss({
    db: bossExecutor(owner),
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  if (!scheduledAsDeclared(await installedQueues(owner))) {
    for (const queue of QUEUES) await boss.createQueue(queue);
    for (const [queue, { cron, ...options }] of Object.entries(RECURRING))
      await boss.schedule(queue, cron, {}, options);
    for (const { name } of await boss.getSchedules())
      if (!(name in RECURRING)) await boss.unschedule(name);
  }
  await boss.stop({ graceful: false });
}

/** A pg-boss queue as installed, with its schedule if it has one. */
export interface InstalledQueue {
  name: string;
  cron: string | null;
  timezone: string | null;
}

const installedQueues = async (owner: Kysely<Database>) =>
  (
    await sql<InstalledQueue>`
      select q.name, s.cron, s.timezone
      from ${sql.table(`${BOSS_SCHEMA}.queue`)} q
      left join ${sql.table(`${BOSS_SCHEMA}.schedule`)} s on s.name = q.name
    `.execute(owner)
  ).rows;

/**
 * Whether every queue is there and the schedules are exactly RECURRING's: then a start has
 * nothing to install (one read instead of twenty statements and parsing each cron).
 */
export function scheduledAsDeclared(installed: InstalledQueue[]): boolean {
  const byName = new Map(installed.map((queue) => [queue.name, queue]));
  const recurring: Record<string, { cron: string; tz?: string }> = RECURRING;
  return (
    QUEUES.every((name) => byName.has(name)) &&
    installed.every(({ name, cron, timezone }) => {
      const declared = recurring[name];
      if (!declared) return cron === null;
      return cron === declared.cron && timezone === (declared.tz ?? 'UTC');
    })
  );
}

/**
 * The app role reads and writes pg-boss's rows (sending, fetching, completing, maintenance) and
 * nothing more. pg-boss's only functions create and drop queue partitions (DDL), so they are
 * taken from PUBLIC rather than granted: a queue is made here, as the owner.
 */
export async function grantJobSchema(owner: Kysely<Database>, role: string): Promise<void> {
  const schema = sql.id(BOSS_SCHEMA);
  await sql`grant usage on schema ${schema} to ${sql.id(role)}`.execute(owner);
  await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${sql.id(role)}`.execute(
    owner,
  );
  await sql`grant usage, select on all sequences in schema ${schema} to ${sql.id(role)}`.execute(
    owner,
  );
  await sql`revoke execute on all functions in schema ${schema} from public`.execute(owner);
}

/**
 * Deletes the organisation's pg-boss jobs, waiting, done and archived (each names it in its
 * data, `JobData.orgId`); its runs (`job_runs`) go with its other rows. Returns how many.
 */
export async function deleteOrgJobs(tx: Tx, orgId: string): Promise<number> {
  let deleted = 0;
  for (const table of ['job', 'archive']) {
    const result = await sql`
      delete from ${sql.table(`${BOSS_SCHEMA}.${table}`)} where data ->> 'orgId' = ${orgId}
    `.execute(tx);
    deleted += Number(result.numAffectedRows ?? 0);
  }
  return deleted;
}
