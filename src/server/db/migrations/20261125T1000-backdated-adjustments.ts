import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The backdated adjustments a payslip carries: [{ sourceCutoffId, periodStart, periodEnd, paid,
  // due, amount, changes }], one per released cut-off whose days changed after it was computed.
  // They live and die with the payslip's computation; the released ones are what was paid.
  await sql`alter table payslips add column backdated jsonb not null default '[]'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payslips drop column backdated`.execute(db);
}
