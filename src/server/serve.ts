import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import type { Config } from './config';
import { appConnections } from './db/app-connections';
import { appRoleOf, assertSchemaCurrent } from './db/bootstrap';
import { listenForChanges } from './db/change-feed';
import { connectionFromUrl, createDb } from './db/connection';
import { FileStores } from './files/store/file-stores';
import { OrgReader } from './db/org-reader';
import type { OwnerDatabase } from './db/owner-database';
import { loadFormRegistry, type FormRegistry } from './forms/form-registry';
import type { ServerLog } from './http/server-log';
import { JobQueue } from './jobs/job-queue';
import { migrateDatabase } from './migrate-database';
import { closeWorkerPool } from './workers/worker-pool';
import { recordModules } from './modules';
import { workRecurring } from './recurring-work';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './seed/demo-organizations';

/** What the entry started: settings, the log, the time it began and its database opening. */
export interface Starting {
  config: Config;
  logger: ServerLog;
  startedAt: number;
  /** The owner's database (null when given only APP_DATABASE_URL), starting meanwhile. */
  opening: Promise<OwnerDatabase | null>;
}

/**
 * The server's start once its database is on its way: definitions, migrations, the app, the
 * jobs, and the stop on SIGTERM/SIGINT.
 */
export async function serve({ config, logger, startedAt, opening }: Starting): Promise<void> {
  const log = (line: string) => logger.info(line);
  /** A start that fails stops the PostgreSQL it started, then fails. */
  const stopEmbedded = async (error: unknown): Promise<never> => {
    await (await opening.catch(() => null))?.stop();
    throw error;
  };
  // A broken definition stops the start with every problem listed.
  let forms: FormRegistry;
  try {
    forms = loadFormRegistry(config.schemasDir);
  } catch (error) {
    return stopEmbedded(error);
  }
  const database = await opening;
  // The app is built while the database migrates (building it queries nothing); it listens
  // only once the schema is current.
  const migrating =
    config.migrateOnStart && database ? migrateDatabase(config, database.owner, forms, log) : null;
  migrating?.catch(() => undefined);
  const settled = async (error: unknown): Promise<never> => {
    await migrating?.catch(() => undefined);
    return stopEmbedded(error);
  };
  const appConnection = config.appDatabaseUrl
    ? connectionFromUrl(config.appDatabaseUrl)
    : appRoleOf(database!.owner, config.appDbRole, config.appDbPassword);

  const connections = appConnections(appConnection, config);
  const db = createDb(connections.app, 20);
  const reader = new OrgReader(connections.reader, 20);
  const jobs = new JobQueue(db, connections.app, {
    graceMs: config.jobGraceSeconds * 1000,
    publicUrl: config.publicUrl,
  });
  const files = await FileStores.open(config).catch(settled);
  const deps = { db, reader, jobs, config, forms, files };
  const app = await buildApp({ ...deps, loggerInstance: logger }).catch(settled);
  await (migrating ?? assertSchemaCurrent(db)).catch(stopEmbedded);
  // Sessions, list totals and built record types changed by another process are forgotten here.
  const stopListening = listenForChanges(connections.listener, log);
  const stopPromptMail = workRecurring(
    jobs,
    { db, config },
    { forms, config, modules: recordModules },
    app.log,
  );
  if (!existsSync(resolve('dist/index.html')))
    log('no built client in dist/: run `npm run build` (npm start does it for you)');
  // Before listening: a signal as soon as the first request is answered stops it all cleanly
  // (an embedded PostgreSQL too), never the default exit that leaves it running.
  let closing = false;
  let jobsStarted: Promise<void> | null = null;
  /**
   * Stops answering (requests under way finish), lets running jobs finish for the grace period and
   * hands back the rest, then exits; if anything hangs, the process exits anyway.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log(
      `${signal}: finishing requests and jobs (up to ${config.jobGraceSeconds} s), then stopping`,
    );
    setTimeout(
      () => {
        logger.error('stopping took too long: exiting now');
        process.exit(1);
      },
      (config.jobGraceSeconds + 15) * 1000,
    ).unref();
    stopPromptMail();
    // A signal during the jobs' start waits for it, so that what started is stopped.
    await Promise.all([
      app.close(),
      jobsStarted?.then(
        () => jobs.stop(),
        () => undefined,
      ),
    ]);
    await stopListening();
    files.close();
    await Promise.all([db.destroy(), reader.destroy(), closeWorkerPool()]);
    await database?.stop();
    log('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (closing) return;
  // After listening: the route plugins have registered their kinds of run.
  jobsStarted = jobs.start(app.log);
  await jobsStarted;

  log(
    `ready in ${Math.round(performance.now() - startedAt)} ms: ${config.publicUrl}  (database: ${database?.source ?? 'APP_DATABASE_URL'}, instance ${jobs.instanceId})`,
  );
  if (config.seedDemo && config.migrateOnStart) {
    log(
      `demo sign-ins (password ${DEMO_PASSWORD}; newhire has never signed in and must change it):`,
    );
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
}
