import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the bell shows and the daily digest mails: one row per person per event. A row kept
  // only for the digest (its reader chose e-mail alone) is not in the bell. `source` names what
  // the event is about, so notices made moot (an application decided by another approver) are
  // marked read, and an announcement is announced once.
  await sql`
    create table notifications (
      org_id text not null references organizations,
      notification_id bigint generated always as identity,
      account_id uuid not null,
      kind text not null,
      title text not null,
      body text not null default '',
      link text not null,
      source text,
      in_app boolean not null,
      digest_state text check (digest_state in ('due', 'sent')),
      created_at timestamptz not null default now(),
      read_at timestamptz,
      primary key (org_id, notification_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );
    create index notifications_inbox on notifications (org_id, account_id, notification_id desc)
      where in_app;
    create index notifications_unread on notifications (org_id, account_id)
      where in_app and read_at is null;
    create index notifications_source on notifications (org_id, source, kind)
      where source is not null;
    create index notifications_digest on notifications (org_id, account_id)
      where digest_state = 'due';

    -- Each person's choice per kind ({"approval-waiting": "email", ...}; a kind left out takes
    -- its default) and whether e-mail comes once a day instead of at once.
    create table notification_settings (
      org_id text not null references organizations,
      account_id uuid not null,
      deliveries jsonb not null default '{}',
      daily_digest boolean not null default false,
      primary key (org_id, account_id),
      foreign key (org_id, account_id) references accounts on delete cascade
    );

    -- Announcements whose audience has been told, once each, when they became current.
    create table announcement_notices (
      org_id text not null references organizations,
      announcement_id uuid not null,
      noticed_at timestamptz not null default now(),
      primary key (org_id, announcement_id),
      foreign key (org_id, announcement_id) references records on delete cascade
    );
  `.execute(db);
  for (const table of ['notifications', 'notification_settings', 'announcement_notices'])
    await sql`
      alter table ${sql.id(table)} enable row level security;
      alter table ${sql.id(table)} force row level security;
      create policy tenant_isolation on ${sql.id(table)}
        using (org_id = nullif(current_setting('app.org_id', true), ''))
        with check (org_id = nullif(current_setting('app.org_id', true), ''));
    `.execute(db);

  // Announcements already out were read where they are: only new ones ring the bell.
  const orgs = await sql<{ org_id: string }>`select org_id from organizations`.execute(db);
  for (const { org_id } of orgs.rows) {
    await sql`select set_config('app.org_id', ${org_id}, true)`.execute(db);
    await sql`
      insert into announcement_notices (org_id, announcement_id)
      select org_id, id from records where form_id = 'announcement'
    `.execute(db);
  }
  await sql`select set_config('app.org_id', '', true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table announcement_notices;
    drop table notification_settings;
    drop table notifications;
  `.execute(db);
}
