import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { createDb } from './db/connection';
import { FileStores } from './files/store/file-stores';
import { OrgReader } from './db/org-reader';
import { openOwnerDatabase } from './db/owner-database';
import { listenForRevocations } from './identity/session-revocations';
import { pruneThrottle } from './identity/sign-in-throttle';
import { JobQueue } from './jobs/job-queue';
import { startSmtpDispatcher } from './mail/smtp-dispatcher';
import { startMovementSweep } from './people/movements/movement-sweep';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './seed/demo-organizations';
import { seedDemo } from './seed/seed-demo';
import { loadFormRegistry } from './forms/form-registry';
import { reconcileRecordIndexes } from './records/record-indexes';
import { recordModules } from './modules';

const startedAt = performance.now();
const config = loadConfig();
const log = (line: string) => console.log(`[hcm] ${line}`);

// Definitions first: a broken file stops the start with every problem listed, before any I/O.
const forms = loadFormRegistry(config.schemasDir);
const database = await openOwnerDatabase(config, log);
/** A start that fails stops the PostgreSQL it started, then fails. */
const stopEmbedded = async (error: unknown): Promise<never> => {
  await database.stop();
  throw error;
};
const targets = await prepareDatabase(
  database.owner,
  config.appDbRole,
  config.appDbPassword,
  (asOwner) => reconcileRecordIndexes(asOwner, forms, log),
).catch(stopEmbedded);

const db = createDb(targets.app, 20);
const reader = new OrgReader(targets.app, 20);
// The demo is seeded like any request writes: as the app role, one organisation at a time.
if (config.seedDemo) await seedDemo(db, forms, config.publicUrl).catch(stopEmbedded);

const jobs = new JobQueue(db, targets.app);
const files = await FileStores.open(config);
// Sessions revoked by another process (the operator suspending an organisation) end here too.
const stopListening = listenForRevocations(targets.app, log);
const app = await buildApp({
  db,
  reader,
  jobs,
  config,
  forms,
  files,
  logger: { level: config.logLevel },
});
if (!existsSync(resolve('dist/index.html')))
  log('no built client in dist/: run `npm run build` (npm start does it for you)');
await app.listen({ port: config.port, host: config.host });
// After listening: the route plugins have registered their kinds, and runs left behind by a
// process that died are failed before new ones start.
await jobs.start(app.log);

const stopDispatcher = config.smtpUrl
  ? startSmtpDispatcher(db, config.smtpUrl, config.mailFrom, app.log)
  : () => undefined;
const stopMovementSweep = startMovementSweep(
  db,
  { forms, config, modules: recordModules },
  app.log,
);
const pruner = setInterval(
  () => void pruneThrottle(db, new Date(), config.throttle).catch((err) => app.log.error(err)),
  600_000,
);
pruner.unref();

log(
  `ready in ${Math.round(performance.now() - startedAt)} ms: ${config.publicUrl}  (database: ${database.source})`,
);
if (config.seedDemo) {
  log(`demo sign-ins (password ${DEMO_PASSWORD}; newhire has never signed in and must change it):`);
  for (const org of DEMO_ORGANIZATIONS) {
    log(
      `  ${config.publicUrl}/login/${org.orgId}  users: ${org.users.map((u) => u.username).join(', ')}`,
    );
  }
}

if (!(await db.selectFrom('organizations').select('org_id').limit(1).executeTakeFirst())) {
  log('no organisation yet: create the first one (its administrator is mailed a sign-in link):');
  log('  npm run -s org -- create --id <org-id> --name "<trade name>" --admin-email <e-mail>');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal}: finishing requests, then stopping`);
  stopDispatcher();
  stopMovementSweep();
  clearInterval(pruner);
  await app.close();
  await stopListening();
  await jobs.stop();
  files.close();
  await Promise.all([db.destroy(), reader.destroy()]);
  await database.stop();
  log('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
