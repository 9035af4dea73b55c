import { can } from '../../shared/access/capabilities';
import type { Tx } from '../db/tenant';
import type { Principal } from '../plugins/guard';
import { findAnnouncement, readerOf } from './announcements.repository';

/** Who publishes announcements and sees them in every state. */
export const isAnnouncementManager = (who: Principal) => can(who.grants, 'announcements.manage');

/**
 * The announcement as this user may open it: their own while it is current and addressed to
 * them, any for HR; undefined otherwise. Its attachments are read by the same rule.
 */
export async function openAnnouncement(tx: Tx, who: Principal, id: string) {
  return findAnnouncement(
    tx,
    who.orgId,
    await readerOf(tx, who.orgId, who),
    id,
    isAnnouncementManager(who),
  );
}
