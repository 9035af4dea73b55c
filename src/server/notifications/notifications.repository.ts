import { sql } from 'kysely';
import type { Notification, NotificationSettings } from '../../shared/api/notifications';
import {
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
} from '../../shared/notifications/notification-kinds';
import type { Tx } from '../db/tenant';
import { toKeysetPage } from '../http/keyset-page';

/** One person's notices in the bell: theirs only, by organisation and account. */
const inboxOf = (tx: Tx, orgId: string, accountId: string) =>
  tx
    .selectFrom('notifications')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('in_app', '=', true);

export async function unreadCount(tx: Tx, orgId: string, accountId: string): Promise<number> {
  const { unread } = await inboxOf(tx, orgId, accountId)
    .where('read_at', 'is', null)
    .select(sql<number>`count(*)::int`.as('unread'))
    .executeTakeFirstOrThrow();
  return unread;
}

export async function listNotifications(
  tx: Tx,
  orgId: string,
  accountId: string,
  page: { limit: number; cursor: string | null; unread: boolean },
) {
  const rows = await inboxOf(tx, orgId, accountId)
    .select(['notification_id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .$if(page.unread, (query) => query.where('read_at', 'is', null))
    .$if(page.cursor !== null, (query) => query.where('notification_id', '<', page.cursor!))
    .orderBy('notification_id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return toKeysetPage(
    rows,
    page.limit,
    (row) => Number(row.notification_id),
    (row): Notification => ({
      id: String(row.notification_id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.created_at.toISOString(),
      readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    }),
  );
}

/** Marks the caller's own notices read (others' ids change nothing); `ids` null: all of them. */
export async function markRead(
  tx: Tx,
  orgId: string,
  accountId: string,
  ids: readonly string[] | null,
): Promise<void> {
  await tx
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .$if(ids !== null, (query) => query.where('notification_id', 'in', ids!))
    .execute();
}

export async function settingsOf(
  tx: Tx,
  orgId: string,
  accountId: string,
): Promise<NotificationSettings> {
  const row = await tx
    .selectFrom('notification_settings')
    .select(['deliveries', 'daily_digest'])
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const chosen = row?.deliveries ?? {};
  return {
    deliveries: Object.fromEntries(
      NOTIFICATION_KIND_IDS.map((kind) => [kind, chosen[kind] ?? NOTIFICATION_KINDS[kind].default]),
    ) as NotificationSettings['deliveries'],
    dailyDigest: row?.daily_digest ?? false,
  };
}

export async function saveSettings(
  tx: Tx,
  orgId: string,
  accountId: string,
  settings: NotificationSettings,
): Promise<void> {
  const values = {
    deliveries: JSON.stringify(settings.deliveries),
    daily_digest: settings.dailyDigest,
  };
  await tx
    .insertInto('notification_settings')
    .values({ org_id: orgId, account_id: accountId, ...values })
    .onConflict((conflict) => conflict.columns(['org_id', 'account_id']).doUpdateSet(values))
    .execute();
}
