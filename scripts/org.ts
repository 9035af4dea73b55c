// `npm run -s org -- <command>`: the operator's tool to start, list, suspend, resume, export and
// delete organisations, and to add the platform console's operators, beside the app on the same database (scripts/lib/org-command.ts lists
// the commands). Exit 0 when done, 2 when the command line or what it names is wrong (a taken
// or malformed id, a bad e-mail, no such organisation, not suspended...), 1 on other failures.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { withOrg } from '../src/server/db/tenant';
import { FileStores } from '../src/server/files/store/file-stores';
import { loadFormRegistry } from '../src/server/forms/form-registry';
import { dispatchOutbox } from '../src/server/mail/smtp-dispatcher';
import { addOperator, removeOperator } from '../src/server/identity/operator-accounts';
import { INVITATION_TTL_DAYS } from '../src/server/people/invitation';
import {
  checkNewOrganization,
  createOrganization,
} from '../src/server/tenancy/create-organization';
import { deleteOrganization } from '../src/server/tenancy/delete-organization';
import { exportOrganization } from '../src/server/tenancy/export-organization';
import { listOrganizations } from '../src/server/tenancy/list-organizations';
import { resumeOrganization, suspendOrganization } from '../src/server/tenancy/organization-status';
import { withAppDatabase } from './lib/app-database';
import { runCommandLine, say } from './lib/command-line';
import { parseOrgCommand, USAGE, type OrgCommand } from './lib/org-command';

const operator = `cli:${userInfo().username}`;

async function run(command: OrgCommand, config: Config) {
  const files = await FileStores.open(config);
  try {
    await withAppDatabase(config, (db) => runOn(db, files, command, config));
  } finally {
    files.close();
  }
}

async function runOn(db: Kysely<Database>, files: FileStores, command: OrgCommand, config: Config) {
  switch (command.command) {
    case 'create': {
      // A refused id or e-mail answers before the definitions take their seconds to load.
      await checkNewOrganization(db, command.request);
      const forms = loadFormRegistry(config.schemasDir);
      const created = await createOrganization({ db, forms, config }, command.request, operator);
      say(
        `Created "${created.orgId}". The first sign-in link of its administrator ` +
          `"${created.adminUsername}", valid ${INVITATION_TTL_DAYS} days, was ${await mailInvitation(db, config, created.orgId)}:`,
      );
      console.log(created.invitationLink);
      say(`Sign-in page: ${config.publicUrl}/login/${created.orgId}`);
      break;
    }
    case 'list':
      printList(await listOrganizations(db));
      break;
    case 'suspend':
      await suspendOrganization(db, command.orgId, operator);
      say(`Suspended "${command.orgId}": its sessions have ended and nobody of it signs in.`);
      break;
    case 'resume':
      await resumeOrganization(db, command.orgId, operator);
      say(`Resumed "${command.orgId}": its people sign in again.`);
      break;
    case 'export':
      await exportTo(db, files, command.orgId, command.out);
      break;
    case 'delete': {
      const deleted = await deleteOrganization(db, files, command.orgId, operator);
      const rows = Object.values(deleted.tables).reduce((sum, n) => sum + n, 0);
      say(
        `Deleted "${command.orgId}": ${rows} rows in ${Object.keys(deleted.tables).length} tables and ${deleted.jobs} background jobs. Its export of ${deleted.exportedAt} holds all of it.`,
      );
      break;
    }
    case 'add-operator': {
      const { password } = await addOperator(db, command, operator);
      say(
        `Added operator "${command.email}". Their password, shown only now (sign in at ${config.publicUrl}/platform):`,
      );
      console.log(password);
      break;
    }
    case 'remove-operator':
      await removeOperator(db, command.email, operator);
      say(`Removed operator "${command.email}": their console sessions have ended.`);
      break;
  }
}

/**
 * Sends the new organisation's mail at once when SMTP is set (the app's dispatcher would, when
 * it runs) and says where the invitation is. Without SMTP nobody can read it yet: the
 * administrator reads the outbox only once signed in, so the operator hands the link over.
 */
async function mailInvitation(db: Kysely<Database>, config: Config, orgId: string) {
  if (!config.smtpUrl) return 'not sent (no SMTP_URL): give them this link';
  await dispatchOutbox(db, nodemailer.createTransport(config.smtpUrl), config.mailFrom, [orgId]);
  const mail = await withOrg(db, orgId, (tx) =>
    tx
      .selectFrom('mail_outbox')
      .select(['status', 'last_error'])
      .where('org_id', '=', orgId)
      .orderBy('mail_id', 'desc')
      .executeTakeFirst(),
  );
  return mail?.status === 'sent'
    ? 'sent by SMTP'
    : `not sent yet (SMTP: ${mail?.last_error ?? 'no answer'}; the app tries again): give them this link`;
}

function printList(orgs: Awaited<ReturnType<typeof listOrganizations>>) {
  if (orgs.length === 0) {
    say('No organisation yet. Create one: npm run -s org -- create --id ... (see --help)');
    return;
  }
  const rows = [
    ['ID', 'TRADE NAME', 'STATUS', 'CREATED', 'PEOPLE', 'ACCOUNTS'],
    ...orgs.map((org) => [
      org.orgId,
      org.tradeName,
      org.status,
      org.createdAt.slice(0, 10),
      String(org.people),
      String(org.accounts),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

/** Writes the archive beside its final name and moves it there only once it is whole. */
async function exportTo(
  db: Kysely<Database>,
  files: FileStores,
  orgId: string,
  out: string | null,
) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const path = resolve(out ?? `${orgId}-export-${stamp}.zip`);
  const partial = `${path}.part`;
  try {
    const manifest = await exportOrganization(
      db,
      files,
      orgId,
      createWriteStream(partial),
      operator,
    );
    await rename(partial, path);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    say(
      `Exported "${orgId}": ${rows} rows of ${Object.keys(manifest.tables).length} tables and ${manifest.files} files, to:`,
    );
    console.log(path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

process.exitCode = await runCommandLine(process.argv.slice(2), {
  usage: USAGE,
  parse: parseOrgCommand,
  run,
});
