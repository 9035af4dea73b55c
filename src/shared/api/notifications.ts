import { Type, type Static } from 'typebox';
import {
  DELIVERIES,
  NOTIFICATION_KIND_IDS,
  type NotificationKind,
} from '../notifications/notification-kinds';

/** How many notices one page of the bell or the notifications page holds at most. */
export const NOTIFICATIONS_PAGE_MAX = 50;

const NotificationIdSchema = Type.String({
  pattern: '^[0-9]{1,18}$',
  errorMessage: 'must be the id of a notification',
});

export const NotificationsQuerySchema = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: 20 }),
    cursor: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,18}$',
        errorMessage: 'must be the nextCursor of a previous page',
      }),
    ),
    /** Only those not read yet. */
    unread: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const KindSchema = Type.Enum(NOTIFICATION_KIND_IDS);

export const NotificationSchema = Type.Object(
  {
    id: NotificationIdSchema,
    kind: KindSchema,
    title: Type.String(),
    body: Type.String(),
    /** The app path of what it is about. */
    link: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Notification = Static<typeof NotificationSchema>;

/** `GET /api/notifications`: newest first, and how many are unread in all. */
export const NotificationsPageSchema = Type.Object(
  {
    items: Type.Array(NotificationSchema, { maxItems: NOTIFICATIONS_PAGE_MAX }),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
    unread: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type NotificationsPage = Static<typeof NotificationsPageSchema>;

/** `POST /api/notifications/read`: these of the caller's notices are read. */
export const MarkReadRequestSchema = Type.Object(
  { ids: Type.Array(NotificationIdSchema, { minItems: 1, maxItems: NOTIFICATIONS_PAGE_MAX }) },
  { additionalProperties: false },
);

export const UnreadCountSchema = Type.Object(
  { unread: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

const DeliverySchema = Type.Enum(DELIVERIES);

/** Each person's choice per kind and whether e-mail comes as one daily digest. */
export const NotificationSettingsSchema = Type.Object(
  {
    deliveries: Type.Object(
      Object.fromEntries(NOTIFICATION_KIND_IDS.map((kind) => [kind, DeliverySchema])) as Record<
        NotificationKind,
        typeof DeliverySchema
      >,
      { additionalProperties: false },
    ),
    dailyDigest: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;
