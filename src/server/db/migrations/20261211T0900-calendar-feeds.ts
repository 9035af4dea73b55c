import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each person's secret calendar feed address. The token is an HMAC of the organisation, the
  // account and `nonce` under a key derived from the app secret, so the address can be shown
  // again without being stored: the row keeps the nonce and the token's SHA-256, by which a
  // calendar app's request finds it. A new nonce (renewing the address) ends the old one.
  await sql`
    create table calendar_feeds (
      org_id text not null references organizations,
      account_id uuid not null,
      nonce bytea not null,
      token_hash bytea not null,
      created_at timestamptz not null default now(),
      primary key (org_id, account_id),
      unique (org_id, token_hash),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    alter table calendar_feeds enable row level security;
    alter table calendar_feeds force row level security;
    create policy tenant_isolation on calendar_feeds
      using (org_id = nullif(current_setting('app.org_id', true), ''))
      with check (org_id = nullif(current_setting('app.org_id', true), ''));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
}
