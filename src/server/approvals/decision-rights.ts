import { sql } from 'kysely';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { Tx } from '../db/tenant';
import type { ApplicationRow } from './application-row';
import { delegatesFor, delegatorsOf } from './delegation';

// Separation of duties, in one place: nobody decides an application (or a record filed as one:
// a movement, a loan, a workflow transition) that names them as its employee or its filer,
// whoever they stand in for; and only an enabled account decides at all. Deciding, the
// permissions the screens show, e-mailed links, approver queues and their badges, the mail that
// offers links, the approval chain and a workflow's approver rights all ask this module.

/** An account as the rule sees it, read when a decision is near. */
export interface Decider {
  accountId: string;
  employeeNumber: string | null;
  enabled: boolean;
  /** The approvers whose decisions this account holds by delegation today. */
  standsInFor: readonly string[];
}

/** What an application names: its employee, and the account that filed it (if known yet). */
interface Named {
  employee_number: string;
  filed_by: string | null;
}

/** How an application names an account: as its employee, as its filer, or not at all. */
export function partyOf(
  row: Named,
  account: Pick<Decider, 'accountId' | 'employeeNumber'>,
): 'employee' | 'filer' | null {
  if (account.employeeNumber !== null && row.employee_number === account.employeeNumber)
    return 'employee';
  if (row.filed_by === account.accountId) return 'filer';
  return null;
}

export type Verdict = { may: true; standingInFor: string | null } | { may: false; reason: string };

const REFUSED_PARTY = {
  employee: 'You cannot decide your own application.',
  filer: 'You cannot decide an application you filed.',
} as const;

/**
 * Whether an account may decide an application now: enabled, named by it neither as employee
 * nor as filer, and an approver of its current level or standing in for one (`standingInFor`
 * names that approver; null when the account is one itself).
 */
export function mayDecide(decider: Decider, row: ApplicationRow): Verdict {
  if (!decider.enabled)
    return {
      may: false,
      reason: 'Your account is disabled: it can no longer decide applications.',
    };
  const party = partyOf(row, decider);
  if (party) return { may: false, reason: REFUSED_PARTY[party] };
  if (row.status !== 'Pending')
    return { may: false, reason: `This application is ${row.status.toLowerCase()}.` };
  if (row.current_approver_ids.includes(decider.accountId))
    return { may: true, standingInFor: null };
  const away = decider.standsInFor.find((id) => row.current_approver_ids.includes(id));
  if (!away)
    return {
      may: false,
      reason: 'You are not an approver of this application at its current level.',
    };
  const approver = row.levels
    .flatMap((level) => level.approvers)
    .find((candidate) => candidate.accountId === away);
  return { may: true, standingInFor: approver?.name ?? 'another approver' };
}

/** The account of the organisation as the rule sees it today; unknown accounts decide nothing. */
export async function deciderOf(tx: Tx, orgId: string, accountId: string): Promise<Decider> {
  const account = await tx
    .selectFrom('accounts')
    .select(['employee_number', 'disabled_at'])
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return {
    accountId,
    employeeNumber: account?.employee_number ?? null,
    enabled: account !== undefined && account.disabled_at === null,
    standsInFor: account ? await delegatorsOf(tx, orgId, accountId, todayAtWork()) : [],
  };
}

/**
 * `mayDecide` as a condition on the applications table, for a queue and its badge counts:
 * what waits on the decider or on those they stand in for, and names them in neither role.
 */
export function decidableBy(decider: Decider) {
  if (!decider.enabled) return sql<boolean>`false`;
  const ids = [decider.accountId, ...decider.standsInFor];
  return sql<boolean>`(status = 'Pending'
    and current_approver_ids && ${sql.val(ids)}::uuid[]
    and filed_by <> ${decider.accountId}::uuid
    and employee_number is distinct from ${decider.employeeNumber})`;
}

/** Everyone who may decide the application now: its level's approvers and their stand-ins. */
export async function decidersOf(tx: Tx, orgId: string, row: ApplicationRow): Promise<string[]> {
  const delegates = await delegatesFor(tx, orgId, row.current_approver_ids, todayAtWork());
  const candidates = [...new Set([...row.current_approver_ids, ...delegates.values()])];
  const deciders = await Promise.all(candidates.map((id) => deciderOf(tx, orgId, id)));
  return deciders.filter((decider) => mayDecide(decider, row).may).map((d) => d.accountId);
}
