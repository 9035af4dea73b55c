import { sql } from 'kysely';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import { delegatorsOf } from '../../applications/delegation';
import type { Tx } from '../../db/tenant';
import type { Principal } from '../../plugins/guard';

/**
 * Whether a record filed by its workflow waits on this account's decision now: theirs, or an
 * away approver's they hold by delegation today.
 */
export async function waitsOn(tx: Tx, who: Principal, recordId: string): Promise<boolean> {
  const accountIds = [
    who.accountId,
    ...(await delegatorsOf(tx, who.orgId, who.accountId, todayAtWork())),
  ];
  const row = await tx
    .selectFrom('applications')
    .select('application_id')
    .where('org_id', '=', who.orgId)
    .where('kind', '=', 'records')
    .where('status', '=', 'Pending')
    .where(({ ref, eb }) => eb(ref('details', '->>').key('recordId'), '=', recordId))
    .where(sql<boolean>`current_approver_ids && ${sql.val(accountIds)}::uuid[]`)
    .executeTakeFirst();
  return row !== undefined;
}
