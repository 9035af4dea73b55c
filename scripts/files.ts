// `npm run -s files -- <command>`: the operator's tool for the files store, beside the app on the
// same database (scripts/lib/files-command.ts lists the commands): moves stored files' bytes
// between PostgreSQL and the S3 bucket, and sweeps the bucket of objects no file names. Exit 0
// when done, 2 when the command line is wrong, 1 on other failures.
import type { Kysely } from 'kysely';
import type { Config } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { FileStores } from '../src/server/files/store/file-stores';
import { moveFiles } from '../src/server/files/store/move-files';
import { sweepFiles } from '../src/server/files/store/sweep-files';
import { withAppDatabase } from './lib/app-database';
import { runCommandLine, say, UsageError } from './lib/command-line';
import { parseFilesCommand, USAGE, type FilesCommand } from './lib/files-command';

const MINUTE_MS = 60_000;

/** The organisations a command covers: the one named, or every one there is. */
async function organizations(db: Kysely<Database>, orgId: string | null): Promise<string[]> {
  const rows = await db
    .selectFrom('organizations')
    .select('org_id')
    .$if(orgId !== null, (query) => query.where('org_id', '=', orgId!))
    .orderBy('org_id')
    .execute();
  if (orgId !== null && rows.length === 0)
    throw new UsageError(`there is no organisation "${orgId}"`);
  return rows.map((row) => row.org_id);
}

async function runOn(db: Kysely<Database>, stores: FileStores, command: FilesCommand) {
  switch (command.command) {
    case 'move': {
      let total = 0;
      // Each organisation as the app role in its own transactions, like its requests.
      for (const orgId of await organizations(db, command.orgId)) {
        const moved = await moveFiles(db, stores, orgId, {
          to: command.to,
          batch: command.batch,
          moved: (n) => say(`${orgId}: ${n} files moved to ${command.to}...`),
        });
        say(`${orgId}: ${moved} files moved; all its files are in ${command.to}.`);
        total += moved;
      }
      say(`Moved ${total} files to ${command.to}.`);
      break;
    }
    case 'sweep': {
      const before = new Date(Date.now() - command.olderThanMinutes * MINUTE_MS);
      const dropped = await sweepFiles(db, stores, { orgId: command.orgId, before });
      say(`Removed ${dropped} objects that no file names (older than ${before.toISOString()}).`);
      break;
    }
  }
}

async function run(command: FilesCommand, config: Config) {
  const stores = await FileStores.open(config);
  try {
    if (command.command === 'move' && !stores.has(command.to))
      throw new UsageError(`moving files to ${command.to} needs S3_BUCKET and the S3_* settings`);
    await withAppDatabase(config, (db) => runOn(db, stores, command));
  } finally {
    stores.close();
  }
}

process.exitCode = await runCommandLine(process.argv.slice(2), {
  usage: USAGE,
  parse: parseFilesCommand,
  run,
});
