import type { Role } from '../../shared/roles';
import type { Tx } from '../db/tenant';
import type { Principal } from '../plugins/guard';
import { findAnnouncement, readerOf } from './announcements.repository';

/** Who writes announcements (the definition's `access.write`) and sees them in every state. */
export const ANNOUNCEMENT_MANAGERS: Role[] = ['admin', 'hr'];

export const isAnnouncementManager = (who: Principal) => ANNOUNCEMENT_MANAGERS.includes(who.role);

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
