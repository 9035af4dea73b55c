import { can } from '../../shared/access/capabilities';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { recomputeDtr } from '../timekeeping/recompute-dtr';
import { dateAfter } from '../timekeeping/schedule-calendar';
import { applyApproval, reverseApproval } from './application-effects';
import type { RecordSave, SaveDeps } from '../records/record-save';
import { closeLevel, notifyApprovers, notifyFiler } from '../approvals/application-notices';
import type { NoticeContext } from '../notifications/notify';
import { deciderOf, mayDecide, partyOf } from '../approvals/decision-rights';
import {
  findApplication,
  insertDecision,
  moveApplication,
} from '../approvals/applications.repository';
import type { ApplicationRow } from '../approvals/application-row';

/** Who acts, as the decision record names them. */
export interface Actor {
  accountId: string;
  name: string;
  username: string;
}

/** What a decision needs beyond the notices: a movement's approval edits the employee master. */
export interface DecisionContext extends NoticeContext, SaveDeps {}

const saveOf = (tx: Tx, ctx: DecisionContext, actor: Actor): RecordSave => ({
  tx,
  orgId: ctx.orgId,
  accountId: actor.accountId,
  username: actor.username,
  ip: null,
  config: ctx.config,
  forms: ctx.forms,
  modules: ctx.modules,
});

/** Recomputes the time record an application touches, up to today (later days have none yet). */
async function refreshDtr(tx: Tx, orgId: string, row: ApplicationRow) {
  const today = todayAtWork();
  if (row.date_from > today) return;
  // An overnight window ends on the next date, which is recomputed with it.
  const to = [dateAfter(row.date_to, 1), today].sort()[0] as string;
  await recomputeDtr(tx, orgId, row.employee_number, row.date_from, to);
}

/**
 * Holds the application until the transaction ends and reads it as the last decision or
 * cancellation left it: of several at once, each after the first finds it moved on.
 */
async function lockedApplication(tx: Tx, orgId: string, id: string) {
  await lockBusinessKey(tx, orgId, 'application', id);
  return findApplication(tx, orgId, id);
}

/**
 * One approver's decision at the application's current level. Only whoever may decide it now
 * (`mayDecide`: an approver of that level or their stand-in, never its employee or filer) does,
 * one decision at a time (the move is also a conditional update), so of racing decisions
 * exactly one lands and the others get a 409. Approval at the last level takes leave or CTO
 * from the balance and recomputes the time record; otherwise the next level is told.
 */
export async function decideApplication(
  tx: Tx,
  ctx: DecisionContext,
  actor: Actor,
  id: string,
  decision: 'Approved' | 'Rejected',
  remark: string,
  channel: 'app' | 'email',
  expectedLevel?: number,
): Promise<ApplicationRow> {
  const row = await lockedApplication(tx, ctx.orgId, id);
  if (!row) throw new AppError('not_found', 'There is no such application.');
  if (
    row.status !== 'Pending' ||
    (expectedLevel !== undefined && expectedLevel !== row.current_level)
  )
    throw new AppError(
      'conflict',
      `This application was already ${row.status === 'Pending' ? 'decided at this level' : row.status.toLowerCase()}.`,
    );
  const verdict = mayDecide(await deciderOf(tx, ctx.orgId, actor.accountId), row);
  if (!verdict.may) throw new AppError('forbidden', verdict.reason);
  const last = row.current_level >= row.levels.length;
  const nextLevel = row.levels[row.current_level];
  const moved = await moveApplication(
    tx,
    ctx.orgId,
    id,
    row.current_level,
    decision === 'Rejected' || last || !nextLevel
      ? { status: decision, level: row.current_level, approverIds: [] }
      : {
          status: 'Pending',
          level: row.current_level + 1,
          approverIds: nextLevel.approvers.map((approver) => approver.accountId),
        },
  );
  if (!moved) throw new AppError('conflict', 'Someone else decided this application first.');
  await insertDecision(tx, ctx.orgId, {
    applicationId: id,
    level: row.current_level,
    decision,
    by: actor.accountId,
    byName: verdict.standingInFor ? `${actor.name} (for ${verdict.standingInFor})` : actor.name,
    channel,
    remark,
  });
  await closeLevel(tx, ctx.orgId, row);
  if (moved.status === 'Pending') {
    await notifyApprovers(tx, ctx, moved);
    return moved;
  }
  // A record staff filed (a movement, a loan) settles itself; an application touches balances.
  const save = saveOf(tx, ctx, actor);
  const record = await ctx.modules.settle(save, moved);
  if (!record && moved.status === 'Approved') {
    await applyApproval(tx, ctx.orgId, moved, actor.username);
    await refreshDtr(tx, ctx.orgId, moved);
  }
  await notifyFiler(tx, ctx, moved, actor.name, remark);
  return moved;
}

/** What the caller may do with an application: their own (as employee or filer), or another's. */
export async function permissionsOn(tx: Tx, who: Principal, row: ApplicationRow) {
  const decider = await deciderOf(tx, who.orgId, who.accountId);
  const own = partyOf(row, decider) !== null;
  const decide = mayDecide(decider, row).may;
  const inChain = row.levels.some((level) =>
    level.approvers.some((approver) => approver.accountId === who.accountId),
  );
  return {
    see: own || inChain || decide || can(who.grants, 'timekeeping.others'),
    decide,
    cancel:
      (row.status === 'Pending' && (own || can(who.grants, 'applications.manage'))) ||
      (row.status === 'Approved' && can(who.grants, 'applications.manage')),
  };
}

/**
 * Withdraws an application: the filer (or HR) while it is pending; HR and admins also once it
 * is approved, which gives back the leave or CTO it took and recomputes the time record.
 */
export async function cancelApplication(
  tx: Tx,
  ctx: DecisionContext,
  who: Principal,
  actor: Actor,
  id: string,
  remark: string,
): Promise<ApplicationRow> {
  const row = await lockedApplication(tx, ctx.orgId, id);
  const can = row ? await permissionsOn(tx, who, row) : null;
  if (!row || !can?.see) throw new AppError('not_found', 'There is no such application.');
  if (row.status !== 'Pending' && row.status !== 'Approved')
    throw new AppError('conflict', `This application is already ${row.status.toLowerCase()}.`);
  if (!can.cancel)
    throw new AppError(
      'forbidden',
      row.status === 'Approved'
        ? 'Only HR and admins may cancel an approved application.'
        : 'Only the employee or HR may cancel this application.',
    );
  const moved = await moveApplication(
    tx,
    ctx.orgId,
    id,
    row.current_level,
    { status: 'Cancelled', level: row.current_level, approverIds: [] },
    row.status as 'Pending' | 'Approved',
  );
  if (!moved) throw new AppError('conflict', 'The application changed meanwhile; reload it.');
  await insertDecision(tx, ctx.orgId, {
    applicationId: id,
    level: row.current_level,
    decision: 'Cancelled',
    by: actor.accountId,
    byName: actor.name,
    channel: 'app',
    remark,
  });
  await closeLevel(tx, ctx.orgId, row);
  const save = saveOf(tx, ctx, actor);
  const record = await ctx.modules.settle(save, moved);
  if (!record && row.status === 'Approved') {
    await reverseApproval(tx, ctx.orgId, moved, actor.username);
    await refreshDtr(tx, ctx.orgId, moved);
  }
  return moved;
}
