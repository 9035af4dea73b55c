import type pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import {
  hintsFrom,
  callingPhases,
  leakOf,
  namingRequests,
  problemOf,
  type Caller,
} from './support/naming-requests';
import { describeOnEachDatabase } from './support/on-each-database';
import { loadOperations, operationName, type Operation } from './support/openapi';
import { baseRequest } from './support/operation-requests';
import { orgFingerprint, tenantTables } from './support/org-fingerprint';
import { queryRows, withClient } from './support/pg-client';
import { gatherSamples, ROLES, type OrgSamples } from './support/org-samples';
import { API_KEY, type ConnectAs } from './support/test-app';

// Two organisations that share usernames, roles and employee numbers. Every role of acme (and
// an anonymous caller) calls every operation of the OpenAPI document with icare's ids, tokens
// and cursors; nothing of icare's may come back or change. The suite runs twice: as the app
// role, where row-level security applies, and as the owner, which row-level security does not
// bind, so the code's own organisation filters must hold by themselves.

/** The people of each organisation as the database holds them. */
async function peopleByOrg(owner: pg.ClientConfig) {
  const rows = await queryRows<{
    org_id: string;
    account_id: string;
    email: string | null;
    name: string;
  }>(
    owner,
    `select org_id, account_id, email, first_name || ' ' || last_name as name from accounts`,
  );
  const of = (orgId: string) => rows.filter((row) => row.org_id === orgId);
  return { of, all: rows };
}

const EMAIL = /^[a-z0-9]+([._-][a-z0-9]+)*@[a-z0-9]+([.-][a-z0-9]+)*\.[a-z]{2,}$/;

function crossTenantSuite(connectAs: ConnectAs) {
  describeOnEachDatabase(
    'one organisation reaching for another organisation’s data',
    (current) => {
      let operations: Operation[];
      let acme: OrgSamples;
      let icare: OrgSamples;

      beforeAll(async () => {
        operations = await loadOperations(current().app);
        icare = await gatherSamples(current().app, 'icare');
        acme = await gatherSamples(current().app, 'acme');
      });

      it('routes seeded and filed applications, and their mail, only to people of the same organisation', async () => {
        const people = await peopleByOrg(current().owner);
        for (const orgId of ['acme', 'icare']) {
          const own = new Set(people.of(orgId).map((person) => person.account_id));
          const ownEmails = new Set(people.of(orgId).map((person) => person.email));
          const ownNames = new Set(people.of(orgId).map((person) => person.name));
          const strangers = people.all.filter(
            (person) => person.org_id !== orgId && !ownNames.has(person.name),
          );
          const applications = await queryRows<{
            levels: { approvers: { accountId: string }[] }[];
            current_approver_ids: string[];
          }>(
            current().owner,
            'select levels, current_approver_ids from applications where org_id = $1',
            [orgId],
          );
          expect(applications.length).toBeGreaterThan(0);
          for (const application of applications) {
            const approvers = application.levels.flatMap((level) =>
              level.approvers.map((approver) => approver.accountId),
            );
            expect(approvers.length).toBeGreaterThan(0);
            for (const id of [...approvers, ...application.current_approver_ids])
              expect(own, `${orgId} application routed to ${id}`).toContain(id);
          }
          const links = await queryRows<{ account_id: string }>(
            current().owner,
            'select account_id from approval_links where org_id = $1',
            [orgId],
          );
          for (const link of links) expect(own).toContain(link.account_id);
          const mails = await queryRows<{ to_address: string; body: string }>(
            current().owner,
            `select to_address, body_text || coalesce(body_html, '') as body
            from mail_outbox where org_id = $1`,
            [orgId],
          );
          expect(mails.length).toBeGreaterThan(0);
          for (const mail of mails) {
            expect(ownEmails, `${orgId} mail to ${mail.to_address}`).toContain(mail.to_address);
            for (const stranger of strangers) {
              expect(mail.body).not.toContain(stranger.account_id);
              expect(mail.body).not.toContain(stranger.name);
              if (stranger.email) expect(mail.body).not.toContain(stranger.email);
            }
          }
        }
        for (const person of people.all) expect(person.email ?? '').toMatch(EMAIL);
      });

      it('gives every role of one organisation nothing of the other’s, through every operation', async () => {
        const acmeMarkers = new Set(acme.markers);
        const secrets = [
          ...icare.markers.filter((marker) => !acmeMarkers.has(marker)),
          ...icare.recordIds,
          ...icare.fileIds,
          ...icare.applicationIds,
          ...icare.kioskIds,
          ...icare.accountIds,
          ...icare.kioskTokens,
          ...icare.linkTokens,
          ...icare.cutoffIds,
          ...icare.registerIds,
        ];
        const callers: Caller[] = [
          { label: 'anonymous', headers: () => ({ 'x-api-key': API_KEY, 'x-org-id': 'acme' }) },
          ...ROLES.map((role) => ({
            label: role,
            headers: () => {
              const session = acme.callers[role].session;
              return {
                'x-api-key': API_KEY,
                'x-org-id': 'acme',
                authorization: `Bearer ${session?.token}`,
                'x-csrf-token': session?.csrf ?? '',
              };
            },
          })),
        ];
        const before = await orgFingerprint(current().owner, 'icare');
        const problems: string[] = [];
        let sent = 0;
        for (const op of callingPhases(operations).flat()) {
          const requests = namingRequests(op, baseRequest(op, hintsFrom(icare, op)), icare);
          for (const caller of callers)
            for (const spec of requests) {
              const problem = problemOf(await leakOf(current().app, op, spec, caller, secrets));
              sent += 1;
              if (problem) problems.push(`${caller.label} ${operationName(op)}: ${problem}`);
            }
        }
        expect(sent).toBeGreaterThan(1000);
        expect(problems).toEqual([]);
        expect(await orgFingerprint(current().owner, 'icare')).toEqual(before);
        // Over a thousand requests, one after another: more than the default limit when busy.
      }, 120_000);

      if (connectAs === 'app-role')
        it('has the database itself keep every tenant table’s rows to their organisation', async () => {
          const { appRole, owner } = current();
          const [role] = await queryRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
            appRole,
            'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
          );
          expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
          const tables = (await tenantTables(owner)).filter((table) => table !== 'organizations');
          expect(tables.length).toBeGreaterThanOrEqual(15);
          await withClient(appRole, async (client) => {
            for (const table of tables) {
              const id = client.escapeIdentifier(table);
              const [catalog] = await queryRows<{
                rls: boolean;
                forced: boolean;
                policies: number;
              }>(
                owner,
                `select relrowsecurity as rls, relforcerowsecurity as forced,
                   (select count(*)::int from pg_policies p where p.tablename = c.relname and p.cmd = 'ALL'
                      and p.qual like '%app.org_id%' and p.with_check like '%app.org_id%') as policies
                 from pg_class c where relname = $1 and relkind = 'r'`,
                [table],
              );
              expect(catalog, table).toEqual({ rls: true, forced: true, policies: 1 });
              const [stored] = await queryRows<{ n: number }>(
                owner,
                `select count(*)::int as n from ${id} where org_id = 'acme'`,
              );
              await client.query('begin');
              await client.query(`select set_config('app.org_id', 'acme', true)`);
              const seen = await client.query<{ own: number; others: number }>(
                `select count(*) filter (where org_id = 'acme')::int as own,
                        count(*) filter (where org_id <> 'acme')::int as others from ${id}`,
              );
              expect(seen.rows[0], table).toEqual({ own: stored?.n, others: 0 });
              const updated = await client.query(
                `update ${id} set org_id = org_id where org_id = 'icare'`,
              );
              const deleted = await client.query(`delete from ${id} where org_id = 'icare'`);
              expect([updated.rowCount, deleted.rowCount], table).toEqual([0, 0]);
              if (stored?.n) {
                const columns = await queryRows<{ column_name: string }>(
                  owner,
                  `select column_name from information_schema.columns
                    where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER'
                    order by ordinal_position`,
                  [table],
                );
                const names = columns.map((column) => client.escapeIdentifier(column.column_name));
                const values = columns.map((column) =>
                  column.column_name === 'org_id'
                    ? `'icare'`
                    : client.escapeIdentifier(column.column_name),
                );
                await client.query('savepoint forged');
                await expect(
                  client.query(
                    `insert into ${id} (${names.join(', ')}) overriding system value
                     select ${values.join(', ')} from ${id} limit 1`,
                  ),
                  table,
                ).rejects.toThrow(/row-level security/);
                await client.query('rollback to savepoint forged');
              }
              await client.query('rollback');
            }
            // Branding is public, but an organisation changes or creates only itself.
            await client.query('begin');
            await client.query(`select set_config('app.org_id', 'acme', true)`);
            const renamed = await client.query(
              `update organizations set trade_name = 'Hacked' where org_id = 'icare'`,
            );
            expect(renamed.rowCount).toBe(0);
            await expect(
              client.query(
                `insert into organizations (org_id, trade_name, registered_name, flags)
                 values ('forged', 'Forged', 'Forged', '{}')`,
              ),
            ).rejects.toThrow(/row-level security/);
            await client.query('rollback');
            // With no organisation set, nothing is visible at all.
            const none = await client.query<{ n: number }>(
              'select count(*)::int as n from accounts',
            );
            expect(none.rows[0]?.n).toBe(0);
          });
        });
    },
    {},
    connectAs,
  );
}

crossTenantSuite('app-role');
crossTenantSuite('owner');
