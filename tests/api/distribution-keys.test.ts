import { expect, it } from 'vitest';
import { withOrg } from '../../src/server/db/tenant';
import { tenantTables } from '../../src/server/tenancy/tenant-tables';
import { distributionViolations, readCatalogue } from './support/distribution-keys';
import { describeOnEachDatabase } from './support/on-each-database';
import { withClient } from './support/pg-client';

/**
 * The tables of `public` that hold no organisation's rows, and why: on a distributed engine they
 * stay whole (a reference table copied to every node, or one on the coordinator alone).
 */
const PLATFORM_TABLES: Record<string, string> = {
  kysely_migration: 'the migrations this database has run',
  kysely_migration_lock: "the migrator's lock",
  platform_operators: 'operators belong to no organisation',
  platform_sessions: "operators' sessions",
  platform_audit:
    'what operators did, often to no organisation (subject_org is null) or to one deleted since',
  platform_statutory_tables: 'the one set of statutory tables every organisation reads',
  record_index_plans: "the index plan of each definition in schemas/, every organisation's",
  sign_in_throttle: 'failure counters of an address, over the accounts of every organisation',
  app_instances: 'the app processes running on this database, whichever organisations they serve',
  form_validators: 'browser validators by content hash, served to any organisation that asks',
};

describeOnEachDatabase('distribution by organisation', (current) => {
  it('has org_id in every tenant table’s keys and in both sides of their foreign keys', async () => {
    const tables = await readCatalogue(current().owner, 'public');
    expect(distributionViolations(tables, Object.keys(PLATFORM_TABLES))).toEqual([]);
    // The tables judged tenant are the ones an organisation's export and deletion cover.
    const judged = tables.filter((table) => !(table.name in PLATFORM_TABLES));
    const covered = await withOrg(current().db, 'acme', tenantTables);
    expect(judged.map((table) => table.name)).toEqual(covered.map((table) => table.name));
    expect(judged.length).toBeGreaterThan(40);
  });

  it('names each table and key that would keep a schema from distributing', async () => {
    await withClient(current().owner, async (client) => {
      await client.query(`
        create schema distribution_probe;
        set search_path to distribution_probe;
        create table organizations (org_id text primary key);
        create table people (org_id text references organizations, person_id text,
          primary key (org_id, person_id));
        create table loose_key (org_id text, id int primary key);
        create table tokens (org_id text, token text unique, primary key (org_id, token));
        create unique index tokens_upper on tokens (upper(token));
        create unique index tokens_org_included on tokens (token) include (org_id);
        create table crossed (org_id text, person_id text, primary key (org_id, person_id),
          constraint crossed_person foreign key (org_id, person_id) references people (person_id, org_id));
        create table orphan (org_id text primary key, loose_id int,
          constraint orphan_loose foreign key (loose_id) references loose_key (id));
        create table secured (id int primary key);
        alter table secured enable row level security;
        create table unlisted (id int primary key);
        create table operators (id int primary key, org_id text);
        create table operator_links (id int primary key, org_id text, person_id text,
          constraint operator_person foreign key (org_id, person_id) references people);
      `);
    });
    const tables = await readCatalogue(current().owner, 'distribution_probe');
    expect(distributionViolations(tables, ['operators', 'operator_links', 'gone']).sort()).toEqual([
      'crossed: foreign key crossed_person (org_id, person_id) -> people (person_id, org_id) does not pair org_id with org_id',
      'gone: listed as a platform table, but there is no such table',
      'loose_key: primary key loose_key_pkey (id) lacks org_id',
      'operator_links: listed as a platform table, yet has org_id',
      "operator_links: platform table's foreign key operator_person points at people",
      'operators: listed as a platform table, yet has org_id',
      'orphan: foreign key orphan_loose (loose_id) -> loose_key (id) does not pair org_id with org_id',
      'secured: primary key secured_pkey (id) lacks org_id',
      'secured: row-level security but no org_id column',
      'tokens: unique constraint tokens_token_key (token) lacks org_id',
      'tokens: unique index tokens_org_included (token) lacks org_id',
      'tokens: unique index tokens_upper ((expression)) lacks org_id',
      'unlisted: neither a tenant table nor listed as a platform table',
    ]);
  });
});
