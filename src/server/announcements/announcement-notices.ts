import type { Kysely } from 'kysely';
import type { AnnouncementData } from '../../shared/forms/record-types.generated';
import { richTextPlain } from '../../shared/format/rich-text-plain';
import type { Database } from '../db/database';
import { forEachOrganization } from '../db/each-organization';
import type { Tx } from '../db/tenant';
import { notify, type NoticeContext } from '../notifications/notify';
import { audienceOf, unnoticedAnnouncements } from './announcements.repository';

/** How much of the message a notice repeats: the bell shows a line or two. */
const EXCERPT = 200;

const excerptOf = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

/**
 * Tells each announcement's audience of it once, when it becomes current (published, its
 * publish time passed): the recurring sweep calls this every minute for each organisation.
 */
export async function noticeAnnouncements(tx: Tx, ctx: NoticeContext): Promise<void> {
  for (const row of await unnoticedAnnouncements(tx, ctx.orgId)) {
    const data = row.data as AnnouncementData;
    const notice = {
      kind: 'announcement',
      title: data.title,
      body: excerptOf(richTextPlain(data.body)),
      link: `/announcements/view/${row.id}`,
      source: `announcement:${row.id}`,
    } as const;
    // The mark first: of two sweeps at once, the second waits for it and tells nobody again.
    const marked = await tx
      .insertInto('announcement_notices')
      .values({ org_id: ctx.orgId, announcement_id: row.id })
      .onConflict((conflict) => conflict.columns(['org_id', 'announcement_id']).doNothing())
      .returning('announcement_id')
      .executeTakeFirst();
    if (!marked) continue;
    await notify(tx, ctx, notice, audienceOf(ctx.orgId, data, row.created_by));
  }
}

/** Announcements that became current, told to their audiences (every minute). */
export const sweepAnnouncements = (
  db: Kysely<Database>,
  publicUrl: string,
  onError: (orgId: string, error: unknown) => void,
) => forEachOrganization(db, (tx, orgId) => noticeAnnouncements(tx, { orgId, publicUrl }), onError);
