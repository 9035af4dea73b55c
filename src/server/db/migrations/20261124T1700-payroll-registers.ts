import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

const TENANT_TABLES = [
  'pay_registers',
  'pay_register_members',
  'pay_cutoffs',
  'payslips',
  'payslip_adjustments',
  'pay_consolidations',
  'pay_time_corrections',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A register is a pay group (frequency, contribution schedule, bases, factor) with members
  // and a calendar of cut-offs. A cut-off moves Draft -> Computed -> Released; each computation
  // keeps its payslips (numbered), so two computations can be compared and a released cut-off
  // is never rewritten. Money columns are numeric: exact, never binary floating point.
  await sql`
    create table pay_registers (
      org_id text not null references organizations,
      register_id uuid not null default gen_random_uuid(),
      name text not null,
      pay_frequency text not null check (pay_frequency in ('monthly', 'semi_monthly', 'weekly')),
      contribution_schedule text not null,
      sss_basis text not null check (sss_basis in ('monthly_basic', 'total_monthly_compensation')),
      philhealth_basis text not null check (philhealth_basis in ('monthly_basic', 'total_monthly_compensation')),
      hdmf_basis text not null check (hdmf_basis in ('monthly_basic', 'total_monthly_compensation')),
      factor numeric(6, 2) not null check (factor > 0),
      pay_day_offset integer not null check (pay_day_offset between 0 and 31),
      rules jsonb not null default '{}',
      version integer not null default 1,
      created_by text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (org_id, register_id),
      unique (org_id, name)
    );

    -- An employee is paid by one register at a time.
    create table pay_register_members (
      org_id text not null,
      register_id uuid not null,
      employee_number text not null,
      added_by text not null,
      added_at timestamptz not null default now(),
      primary key (org_id, register_id, employee_number),
      unique (org_id, employee_number),
      foreign key (org_id, register_id) references pay_registers on delete cascade
    );

    create table pay_cutoffs (
      org_id text not null,
      cutoff_id uuid not null default gen_random_uuid(),
      register_id uuid not null,
      period_start date not null,
      period_end date not null,
      pay_date date not null,
      period_no smallint not null,
      status text not null default 'Draft' check (status in ('Draft', 'Computed', 'Released')),
      computation integer not null default 0,
      computed_by text,
      computed_at timestamptz,
      released_by text,
      released_at timestamptz,
      primary key (org_id, cutoff_id),
      unique (org_id, register_id, period_start),
      foreign key (org_id, register_id) references pay_registers on delete cascade,
      check (period_end >= period_start)
    );

    create table payslips (
      org_id text not null,
      cutoff_id uuid not null,
      computation integer not null,
      employee_number text not null,
      employee_name text not null,
      gross_pay numeric(14, 2) not null,
      total_deductions numeric(14, 2) not null,
      net_pay numeric(14, 2) not null,
      inputs jsonb not null,
      result jsonb not null,
      lines jsonb not null,
      trace jsonb not null,
      tables jsonb not null,
      deferred jsonb not null default '[]',
      computed_at timestamptz not null default now(),
      primary key (org_id, cutoff_id, computation, employee_number),
      foreign key (org_id, cutoff_id) references pay_cutoffs on delete cascade
    );
    create index payslips_employee_idx on payslips (org_id, employee_number, cutoff_id);

    -- Lines payroll adds to (or changes on) one payslip of a cut-off before release, each with
    -- its reason; every computation of the cut-off applies them.
    create table payslip_adjustments (
      org_id text not null,
      cutoff_id uuid not null,
      employee_number text not null,
      adjustment_id uuid not null default gen_random_uuid(),
      name text not null,
      type text not null check (type in ('Earning', 'Deduction')),
      amount bigint not null check (amount > 0),
      taxable boolean not null,
      reason text not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, adjustment_id),
      foreign key (org_id, cutoff_id) references pay_cutoffs on delete cascade
    );
    create index payslip_adjustments_cutoff_idx on payslip_adjustments (org_id, cutoff_id, employee_number);

    -- Payroll's corrections of a member's time figures for one cut-off (editable DTR), each with
    -- its reason: applied over the stored time record by every computation of the cut-off.
    create table pay_time_corrections (
      org_id text not null,
      cutoff_id uuid not null,
      employee_number text not null,
      work_date date not null,
      late_minutes integer check (late_minutes between 0 and 1440),
      undertime_minutes integer check (undertime_minutes between 0 and 1440),
      absent_minutes integer check (absent_minutes between 0 and 1440),
      overtime_minutes integer check (overtime_minutes between 0 and 1440),
      reason text not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, cutoff_id, employee_number, work_date),
      foreign key (org_id, cutoff_id) references pay_cutoffs on delete cascade
    );

    -- A consolidated register: several registers whose cut-offs of a period are read side by side.
    create table pay_consolidations (
      org_id text not null references organizations,
      consolidation_id uuid not null default gen_random_uuid(),
      name text not null,
      register_ids uuid[] not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      primary key (org_id, consolidation_id),
      unique (org_id, name)
    );
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
  await sql`drop table pay_time_corrections, pay_consolidations, payslip_adjustments, payslips, pay_cutoffs, pay_register_members, pay_registers`.execute(
    db,
  );
}
