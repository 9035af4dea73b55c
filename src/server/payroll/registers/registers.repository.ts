import { sql } from 'kysely';
import type {
  CreateRegisterRequest,
  Member,
  PayRegister,
  RegisterSettings,
} from '../../../shared/api/payroll-registers';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { addDays } from '../engine/calendar';
import { periodsOfYear } from '../cutoffs/cutoff-calendar';
import { pesosOf } from '../cutoffs/payslip-inputs';
import { containsPattern } from '../../db/like-pattern';

const EMPLOYEES = 'ers-employee';

export const employeeName = (employee: Pick<ErsEmployeeData, 'lastName' | 'firstName'>) =>
  `${employee.lastName}, ${employee.firstName}`;

const registerColumns = [
  'r.register_id',
  'r.name',
  'r.pay_frequency',
  'r.contribution_schedule',
  'r.sss_basis',
  'r.philhealth_basis',
  'r.hdmf_basis',
  'r.factor',
  'r.pay_day_offset',
  'r.rules',
  'r.version',
  'r.created_by',
  'r.created_at',
] as const;

/** The organisation's registers with their member counts, by name; or one of them. */
export async function registersOf(
  tx: Tx,
  orgId: string,
  registerId?: string,
): Promise<PayRegister[]> {
  let query = tx
    .selectFrom('pay_registers as r')
    .select(registerColumns)
    .select((eb) =>
      eb
        .selectFrom('pay_register_members as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.org_id', '=', 'r.org_id')
        .whereRef('m.register_id', '=', 'r.register_id')
        .as('member_count'),
    )
    .where('r.org_id', '=', orgId)
    .orderBy('r.name');
  if (registerId) query = query.where('r.register_id', '=', registerId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.register_id,
    name: row.name,
    payFrequency: row.pay_frequency,
    contributionSchedule: row.contribution_schedule,
    sssBasis: row.sss_basis,
    philhealthBasis: row.philhealth_basis,
    hdmfBasis: row.hdmf_basis,
    factor: Number(row.factor),
    payDayOffset: row.pay_day_offset,
    requireApprovedDtr: row.rules.requireApprovedDtr,
    version: row.version,
    memberCount: row.member_count ?? 0,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  }));
}

const settingsColumns = (settings: RegisterSettings) => ({
  name: settings.name,
  pay_frequency: settings.payFrequency,
  contribution_schedule: settings.contributionSchedule,
  sss_basis: settings.sssBasis,
  philhealth_basis: settings.philhealthBasis,
  hdmf_basis: settings.hdmfBasis,
  factor: settings.factor,
  pay_day_offset: settings.payDayOffset,
  rules: JSON.stringify({ requireApprovedDtr: settings.requireApprovedDtr }),
});

/** A new register with the cut-offs of a year; null when the name is taken. */
export async function createRegister(
  tx: Tx,
  orgId: string,
  request: CreateRegisterRequest,
  createdBy: string,
): Promise<string | null> {
  const { year, ...settings } = request;
  const row = await tx
    .insertInto('pay_registers')
    .values({ org_id: orgId, ...settingsColumns(settings), created_by: createdBy })
    .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
    .returning('register_id')
    .executeTakeFirst();
  if (!row) return null;
  await addCutoffs(tx, orgId, row.register_id, year, settings);
  return row.register_id;
}

/** The cut-offs of a year that the register does not have yet. */
export async function addCutoffs(
  tx: Tx,
  orgId: string,
  registerId: string,
  year: number,
  settings: Pick<RegisterSettings, 'payFrequency' | 'payDayOffset'>,
): Promise<void> {
  await tx
    .insertInto('pay_cutoffs')
    .values(
      periodsOfYear(year, settings.payFrequency).map((period) => ({
        org_id: orgId,
        register_id: registerId,
        period_start: period.periodStart,
        period_end: period.periodEnd,
        period_no: period.periodNo,
        pay_date: addDays(period.periodEnd, settings.payDayOffset),
      })),
    )
    .onConflict((oc) => oc.columns(['org_id', 'register_id', 'period_start']).doNothing())
    .execute();
}

/** New settings if `version` is still the register's: 'stale', 'taken' (name) or 'updated'. */
export async function updateRegister(
  tx: Tx,
  orgId: string,
  registerId: string,
  settings: RegisterSettings,
  version: number,
): Promise<'updated' | 'stale' | 'taken'> {
  const taken = await tx
    .selectFrom('pay_registers')
    .select('register_id')
    .where('org_id', '=', orgId)
    .where('name', '=', settings.name)
    .where('register_id', '!=', registerId)
    .executeTakeFirst();
  if (taken) return 'taken';
  const updated = await tx
    .updateTable('pay_registers')
    .set({ ...settingsColumns(settings), version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('register_id', '=', registerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? 'updated' : 'stale';
}

/** A page of a register's members with what their master record says, by name. */
export async function membersPage(
  tx: Tx,
  orgId: string,
  registerId: string,
  page: { search?: string; limit: number; offset: number },
): Promise<{ items: Member[]; total: number }> {
  let query = tx
    .selectFrom('pay_register_members as m')
    .leftJoin('records as e', (join) =>
      join
        .onRef('e.org_id', '=', 'm.org_id')
        .onRef('e.employee_number', '=', 'm.employee_number')
        .on('e.form_id', '=', EMPLOYEES)
        .on('e.deleted_at', 'is', null),
    )
    .where('m.org_id', '=', orgId)
    .where('m.register_id', '=', registerId);
  if (page.search) {
    const like = containsPattern(page.search.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb('m.employee_number', 'ilike', like), eb('e.search', 'like', like)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['m.employee_number', 'e.data'])
      .orderBy(sql`e.data->>'lastName'`)
      .orderBy('m.employee_number')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => {
      const data = (row.data ?? {}) as Partial<ErsEmployeeData>;
      return {
        employeeNumber: row.employee_number,
        name: data.lastName ? employeeName(data as ErsEmployeeData) : '(no employee record)',
        department: data.department ?? '',
        position: data.position ?? '',
        payBasis: data.payBasis ?? '',
        rate: pesosOf(data.rate ?? 0),
      };
    }),
    total: count.n,
  };
}

/**
 * Adds and removes members. An employee number must name a live employee record, and an
 * employee is in one register at a time: the others are refused with the reason.
 */
export async function changeMembers(
  tx: Tx,
  orgId: string,
  registerId: string,
  change: { add?: string[]; remove?: string[] },
  addedBy: string,
) {
  const add = [...new Set(change.add ?? [])];
  const refused: { employeeNumber: string; reason: string }[] = [];
  let added = 0;
  if (add.length > 0) {
    const [employees, elsewhere] = await Promise.all([
      tx
        .selectFrom('records')
        .select('employee_number')
        .where('org_id', '=', orgId)
        .where('form_id', '=', EMPLOYEES)
        .where('deleted_at', 'is', null)
        .where('employee_number', 'in', add)
        .execute(),
      tx
        .selectFrom('pay_register_members as m')
        .innerJoin('pay_registers as r', (join) =>
          join.onRef('r.org_id', '=', 'm.org_id').onRef('r.register_id', '=', 'm.register_id'),
        )
        .select(['m.employee_number', 'r.name', 'r.register_id'])
        .where('m.org_id', '=', orgId)
        .where('m.employee_number', 'in', add)
        .execute(),
    ]);
    const known = new Set(employees.map((row) => row.employee_number));
    const member = new Map(elsewhere.map((row) => [row.employee_number, row]));
    const accepted = add.filter((number) => {
      const other = member.get(number);
      if (!known.has(number))
        refused.push({ employeeNumber: number, reason: 'No employee has this number' });
      else if (other && other.register_id !== registerId)
        refused.push({
          employeeNumber: number,
          reason: `Already paid by the register "${other.name}"`,
        });
      return known.has(number) && !other;
    });
    if (accepted.length > 0) {
      const inserted = await tx
        .insertInto('pay_register_members')
        .values(
          accepted.map((number) => ({
            org_id: orgId,
            register_id: registerId,
            employee_number: number,
            added_by: addedBy,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('employee_number')
        .execute();
      added = inserted.length;
    }
  }
  const remove = [...new Set(change.remove ?? [])];
  const removed =
    remove.length === 0
      ? 0
      : Number(
          (
            await tx
              .deleteFrom('pay_register_members')
              .where('org_id', '=', orgId)
              .where('register_id', '=', registerId)
              .where('employee_number', 'in', remove)
              .executeTakeFirst()
          ).numDeletedRows,
        );
  return { added, removed, refused };
}

/** Member employee numbers of a register, in order. */
export async function memberNumbers(tx: Tx, orgId: string, registerId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('pay_register_members')
    .select('employee_number')
    .where('org_id', '=', orgId)
    .where('register_id', '=', registerId)
    .orderBy('employee_number')
    .execute();
  return rows.map((row) => row.employee_number);
}

/** Cut-offs with the totals of their current computation, by date; filtered as asked. */
export async function cutoffsOf(
  tx: Tx,
  orgId: string,
  filter: { registerId?: string; cutoffId?: string; year?: number },
): Promise<Cutoff[]> {
  let query = tx
    .selectFrom('pay_cutoffs as c')
    .innerJoin('pay_registers as r', (join) =>
      join.onRef('r.org_id', '=', 'c.org_id').onRef('r.register_id', '=', 'c.register_id'),
    )
    .leftJoin('payslips as p', (join) =>
      join
        .onRef('p.org_id', '=', 'c.org_id')
        .onRef('p.cutoff_id', '=', 'c.cutoff_id')
        .onRef('p.computation', '=', 'c.computation'),
    )
    .select([
      'c.cutoff_id',
      'c.register_id',
      'r.name',
      'c.period_start',
      'c.period_end',
      'c.pay_date',
      'c.period_no',
      'c.status',
      'c.computation',
      'c.computed_by',
      'c.computed_at',
      'c.released_by',
      'c.released_at',
      sql<number>`count(p.employee_number)::int`.as('payslips'),
      sql<string>`coalesce(sum(p.gross_pay), 0)::numeric(16, 2)::text`.as('gross'),
      sql<string>`coalesce(sum(p.total_deductions), 0)::numeric(16, 2)::text`.as('deductions'),
      sql<string>`coalesce(sum(p.net_pay), 0)::numeric(16, 2)::text`.as('net'),
    ])
    .select((eb) =>
      eb
        .selectFrom('job_runs as j')
        .select('j.id')
        .whereRef('j.org_id', '=', 'c.org_id')
        .where('j.kind', '=', 'payroll-compute')
        .where(sql<boolean>`j.subject = c.cutoff_id::text`)
        .orderBy('j.requested_at', 'desc')
        .limit(1)
        .as('run_id'),
    )
    .where('c.org_id', '=', orgId)
    .groupBy(['c.org_id', 'c.cutoff_id', 'r.name'])
    .orderBy('c.period_start');
  if (filter.registerId) query = query.where('c.register_id', '=', filter.registerId);
  if (filter.cutoffId) query = query.where('c.cutoff_id', '=', filter.cutoffId);
  if (filter.year)
    query = query.where(sql<boolean>`extract(year from c.period_end) = ${filter.year}`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.cutoff_id,
    registerId: row.register_id,
    registerName: row.name,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    payDate: row.pay_date,
    periodNo: row.period_no,
    status: row.status,
    computation: row.computation,
    computedBy: row.computed_by,
    computedAt: row.computed_at?.toISOString() ?? null,
    releasedBy: row.released_by,
    releasedAt: row.released_at?.toISOString() ?? null,
    payslips: row.payslips,
    grossPay: row.gross,
    totalDeductions: row.deductions,
    netPay: row.net,
    runId: row.run_id ?? null,
  }));
}

/** One cut-off with its totals, or 404. */
export async function cutoffOr404(tx: Tx, orgId: string, cutoffId: string): Promise<Cutoff> {
  const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId });
  if (!cutoff) throw new AppError('not_found', 'No such cut-off');
  return cutoff;
}
