import Fastify from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb } from '../../../src/server/db/connection';
import { withOrg } from '../../../src/server/db/tenant';
import { JobQueue } from '../../../src/server/jobs/job-queue';

// A server killed mid-run, as a process of its own (tests/api/jobs.test.ts sends it SIGKILL).
// It queues one run of `kind` about `subject` in `orgId`; the handler writes an audit entry
// marked `marker` in its transaction, reports progress, prints `running <run id>` and then
// waits forever with that transaction open.
// Usage: interrupted-run.ts <app role connection as JSON> <orgId> <kind> <subject> <marker>

const [connectionJson = '{}', orgId = '', kind = '', subject = '', marker = ''] =
  process.argv.slice(2);
const connection = JSON.parse(connectionJson) as pg.ClientConfig;
const db = createDb(connection, 3);
const jobs = new JobQueue(db, connection);
jobs.register(kind, async (ctx) =>
  withOrg(db, ctx.orgId, async (tx) => {
    await sql`insert into audit_log (org_id, module, action, detail)
      values (${ctx.orgId}, 'Test', ${marker}, '{}')`.execute(tx);
    await ctx.progress(1, 3, 'First step done');
    process.stdout.write(`running ${ctx.runId}\n`);
    return new Promise(() => undefined);
  }),
);
await jobs.start(Fastify({ logger: { level: 'error' } }).log);
await withOrg(db, orgId, (tx) =>
  jobs.enqueue(tx, orgId, {
    kind,
    subject,
    requestedBy: 'test',
    payload: {},
    busyMessage: 'A run of this cut-off is already in progress.',
  }),
);
