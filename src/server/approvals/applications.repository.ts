import { sql } from 'kysely';
import type { FiledDetails } from '../../shared/api/application-details';
import type {
  ApplicationSummary,
  ApprovalLevel,
  Decision,
  ListApplicationResponse,
} from '../../shared/api/applications';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import type { ApprovalPage } from '../../shared/approval-pages';
import type { Tx } from '../db/tenant';
import { replaceFileReferences } from '../files/file-references.repository';
import { attachedFileIds } from './application-attachments';
import type { ApplicationRow, LiveApplication } from './application-row';
import { containsPattern } from '../db/like-pattern';
import { decidableBy, type Decider } from './decision-rights';

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';

export const filedOf = (row: ApplicationRow) =>
  ({ kind: row.kind, details: row.details }) as FiledDetails;

export function toSummary(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.application_id,
    approvalType: row.approval_type as ApprovalPage,
    employeeNumber: row.employee_number,
    employeeName: row.employee_name,
    kind: row.kind as ApplicationKind,
    status: row.status as ApplicationStatus,
    dateApplied: new Date(row.date_applied).toISOString(),
    dateFrom: row.date_from,
    dateTo: row.date_to,
    summary: row.summary,
    currentLevel: row.current_level,
    levelCount: row.levels.length,
    backdated: row.backdated,
  };
}

export interface NewApplication {
  kind: ApplicationKind;
  approvalType: ApprovalPage;
  employeeNumber: string;
  employeeName: string;
  details: FiledDetails['details'];
  dateFrom: string;
  dateTo: string;
  summary: string;
  levels: ApprovalLevel[];
  chargeMinutes: number;
  backdated: boolean;
  filedBy: string;
}

export async function insertApplication(
  tx: Tx,
  orgId: string,
  input: NewApplication,
): Promise<ApplicationRow> {
  const row = await tx
    .insertInto('applications')
    .values({
      org_id: orgId,
      kind: input.kind,
      approval_type: input.approvalType,
      employee_number: input.employeeNumber,
      employee_name: input.employeeName,
      status: 'Pending',
      date_applied: new Date(),
      details: JSON.stringify(input.details),
      date_from: input.dateFrom,
      date_to: input.dateTo,
      summary: input.summary,
      levels: JSON.stringify(input.levels),
      current_approver_ids: input.levels[0]?.approvers.map((a) => a.accountId) ?? [],
      charge_minutes: input.chargeMinutes,
      backdated: input.backdated,
      filed_by: input.filedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Its approvers read what it attaches.
  const fileIds = attachedFileIds(input.details);
  if (fileIds.length > 0)
    await replaceFileReferences(tx, orgId, 'application', [{ id: row.application_id, fileIds }]);
  return row;
}

export const findApplication = (tx: Tx, orgId: string, id: string) =>
  tx
    .selectFrom('applications')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('application_id', '=', id)
    .executeTakeFirst();

/** The employee's Pending and Approved applications whose dates touch `[from, to]`. */
export async function liveApplicationsOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: string,
  to: string,
  status: readonly ApplicationStatus[] = ['Pending', 'Approved'],
): Promise<LiveApplication[]> {
  const rows = await tx
    .selectFrom('applications')
    .select(['application_id', 'kind', 'status', 'date_from', 'date_to', 'details'])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('status', 'in', [...status])
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .execute();
  return rows.map((row) => ({
    id: row.application_id,
    kind: row.kind as ApplicationKind,
    status: row.status,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    details: row.details as FiledDetails['details'],
  }));
}

/**
 * Moves an application on only if it is still where the caller saw it (Pending at `level`):
 * of two decisions racing, the row lock makes the second find it moved and change nothing.
 */
export async function moveApplication(
  tx: Tx,
  orgId: string,
  id: string,
  seenLevel: number,
  next: { status: ApplicationStatus; level: number; approverIds: string[] },
  seenStatus: ApplicationStatus = 'Pending',
): Promise<ApplicationRow | undefined> {
  return tx
    .updateTable('applications')
    .set({
      status: next.status,
      current_level: next.level,
      current_approver_ids: next.approverIds,
      updated_at: new Date(),
    })
    .where('org_id', '=', orgId)
    .where('application_id', '=', id)
    .where('status', '=', seenStatus)
    .where('current_level', '=', seenLevel)
    .returningAll()
    .executeTakeFirst();
}

export async function insertDecision(
  tx: Tx,
  orgId: string,
  decision: Omit<Decision, 'at'> & { applicationId: string },
): Promise<void> {
  await tx
    .insertInto('application_decisions')
    .values({
      org_id: orgId,
      application_id: decision.applicationId,
      level: decision.level,
      decision: decision.decision,
      decided_by: decision.by,
      decided_by_name: decision.byName,
      channel: decision.channel,
      remark: decision.remark,
    })
    .execute();
}

export async function decisionsOf(tx: Tx, orgId: string, id: string): Promise<Decision[]> {
  const rows = await tx
    .selectFrom('application_decisions')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('application_id', '=', id)
    .orderBy('decision_id')
    .execute();
  return rows.map((row) => ({
    level: row.level,
    decision: row.decision,
    by: row.decided_by,
    byName: row.decided_by_name,
    at: row.decided_at.toISOString(),
    channel: row.channel,
    remark: row.remark,
  }));
}

export interface ApplicationQuery {
  /** Only what this account may decide now (an approver's queue: `decidableBy`). */
  decider: Decider | null;
  /** Only this employee's. */
  employeeNumber: string | null;
  statuses: readonly ApplicationStatus[];
  types: readonly ApprovalPage[];
  kind: ApplicationKind | null;
  backdatedOnly: boolean;
  search: string | null;
  limit: number;
  cursor: string | null;
}

const encodeCursor = (row: ApplicationRow) =>
  Buffer.from(`${new Date(row.date_applied).toISOString()}|${row.application_id}`).toString(
    'base64url',
  );

function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const valid = at && id && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/.test(id);
  return valid ? { at, id } : null;
}

/** Applications newest first, a page at a time, with how many match per approval page. */
export async function listApplications(
  tx: Tx,
  orgId: string,
  query: ApplicationQuery,
): Promise<ListApplicationResponse> {
  if (query.types.length === 0 || query.statuses.length === 0)
    return { items: [], total: 0, countsByType: {}, nextCursor: null };
  let base = tx
    .selectFrom('applications')
    .where('org_id', '=', orgId)
    .where('status', 'in', [...query.statuses])
    .where('approval_type', 'in', [...query.types]);
  if (query.decider) base = base.where(decidableBy(query.decider));
  if (query.employeeNumber) base = base.where('employee_number', '=', query.employeeNumber);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.backdatedOnly) base = base.where('backdated', '=', true);
  if (query.search) {
    const pattern = containsPattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb('employee_name', 'ilike', pattern),
        eb('employee_number', 'ilike', pattern),
        eb('summary', 'ilike', pattern),
      ]),
    );
  }
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  let page = base.selectAll();
  if (after)
    page = page.where(
      sql<boolean>`(date_applied, application_id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  const [rows, counts] = await Promise.all([
    page
      .orderBy('date_applied', 'desc')
      .orderBy('application_id', 'desc')
      .limit(query.limit + 1)
      .execute(),
    base
      .select(['approval_type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('approval_type')
      .execute(),
  ]);
  const countsByType = Object.fromEntries(counts.map((row) => [row.approval_type, Number(row.n)]));
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toSummary),
    total: Object.values(countsByType).reduce((sum, n) => sum + n, 0),
    countsByType,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** Approved applications of an employee touching `[from, to]`, for the daily time record. */
export async function approvedBetween(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: string,
  to: string,
): Promise<(FiledDetails & { chargeMinutes: number })[]> {
  const rows = await tx
    .selectFrom('applications')
    .select(['kind', 'details', 'charge_minutes'])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('status', '=', 'Approved')
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .execute();
  return rows.map(
    (row) =>
      ({
        kind: row.kind,
        details: row.details,
        chargeMinutes: row.charge_minutes,
      }) as FiledDetails & {
        chargeMinutes: number;
      },
  );
}
