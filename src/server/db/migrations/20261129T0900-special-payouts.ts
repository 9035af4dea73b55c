import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = ['special_payouts', 'special_payslips'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Off-cycle pay apart from the registers' cut-offs: the 13th month (whole or in parts), bonuses
  // and last pay. A payout moves Draft -> Computed -> Released like a cut-off; its payslips are
  // replaced by each computation until it is released, then never rewritten.
  await sql`
    create table special_payouts (
      org_id text not null references organizations,
      payout_id uuid not null default gen_random_uuid(),
      kind text not null check (kind in ('thirteenth_month', 'bonus', 'final_pay')),
      name text not null,
      -- The calendar year the benefit belongs to (the 13th month's year, the tax year).
      year integer not null check (year between 2000 and 2100),
      pay_date date not null,
      status text not null default 'Draft' check (status in ('Draft', 'Computed', 'Released')),
      settings jsonb not null default '{}',
      created_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      computed_by text,
      computed_at timestamptz,
      released_by text,
      released_at timestamptz,
      primary key (org_id, payout_id),
      unique (org_id, name)
    );
    create index special_payouts_pay_date_idx on special_payouts (org_id, pay_date);

    -- One employee's payslip of a special payout. The split of gross pay is what the BIR returns
    -- need (ph-payroll.md §7): the 13th month and other benefits under the yearly exclusion and
    -- above it, de minimis, other non-taxable pay (e.g. exempt separation pay), and the taxable.
    create table special_payslips (
      org_id text not null,
      payout_id uuid not null,
      employee_number text not null,
      employee_name text not null,
      gross_pay numeric(14, 2) not null,
      benefits_exempt numeric(14, 2) not null default 0,
      benefits_taxable numeric(14, 2) not null default 0,
      de_minimis numeric(14, 2) not null default 0,
      other_non_taxable numeric(14, 2) not null default 0,
      taxable_compensation numeric(14, 2) not null,
      withholding_tax numeric(14, 2) not null,
      total_deductions numeric(14, 2) not null,
      net_pay numeric(14, 2) not null,
      lines jsonb not null,
      inputs jsonb not null,
      result jsonb not null,
      trace jsonb not null,
      computed_at timestamptz not null default now(),
      primary key (org_id, payout_id, employee_number),
      foreign key (org_id, payout_id) references special_payouts on delete cascade
    );
    create index special_payslips_employee_idx on special_payslips (org_id, employee_number);
  `.execute(db);
  for (const table of TENANT_TABLES) {
    await sql`
      alter table ${sql.table(table)} enable row level security;
      alter table ${sql.table(table)} force row level security;
      create policy tenant_isolation on ${sql.table(table)}
        using (org_id = nullif(current_setting('app.org_id', true), ''))
        with check (org_id = nullif(current_setting('app.org_id', true), ''));
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table special_payslips, special_payouts`.execute(db);
}
