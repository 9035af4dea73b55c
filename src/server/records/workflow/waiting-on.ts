import { deciderOf, mayDecide } from '../../approvals/decision-rights';
import type { Tx } from '../../db/tenant';
import type { Principal } from '../../plugins/guard';

/**
 * Whether a record filed by its workflow waits on this account's decision now: one they may
 * decide (`mayDecide`: theirs, or an away approver's they hold by delegation today, and never
 * a record naming them).
 */
export async function waitsOn(tx: Tx, who: Principal, recordId: string): Promise<boolean> {
  const rows = await tx
    .selectFrom('applications')
    .selectAll()
    .where('org_id', '=', who.orgId)
    .where('kind', '=', 'records')
    .where('status', '=', 'Pending')
    .where(({ ref, eb }) => eb(ref('details', '->>').key('recordId'), '=', recordId))
    .execute();
  if (rows.length === 0) return false;
  const decider = await deciderOf(tx, who.orgId, who.accountId);
  return rows.some((row) => mayDecide(decider, row).may);
}
