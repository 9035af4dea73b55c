import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Delivery, NotificationKind } from '../../shared/notifications/notification-kinds';
import type { Timestamp } from './column-types';

// Row types of the notification tables (see database.ts); keep in step with db/migrations.

export interface NotificationsTable {
  org_id: string;
  notification_id: GeneratedAlways<string>;
  account_id: string;
  kind: NotificationKind;
  title: string;
  body: Generated<string>;
  /** The app path of what it is about. */
  link: string;
  /** What it is about (`application:<id>`, `announcement:<id>`), to find it again. */
  source: string | null;
  /** Shown in the bell (else kept only for the daily digest). */
  in_app: boolean;
  digest_state: 'due' | 'sent' | null;
  created_at: Generated<Date>;
  read_at: Timestamp | null;
}

export interface NotificationSettingsTable {
  org_id: string;
  account_id: string;
  /** JSON written as text; defaults to `{}`. */
  deliveries: ColumnType<Partial<Record<NotificationKind, Delivery>>, string | undefined, string>;
  daily_digest: Generated<boolean>;
}

export interface AnnouncementNoticesTable {
  org_id: string;
  announcement_id: string;
  noticed_at: Generated<Date>;
}
