import { Type, type Static } from 'typebox';

/** The engine definition announcements are stored as (schemas/announcements/announcement.json). */
export const ANNOUNCEMENT_FORM_ID = 'announcement';

const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);

/**
 * Where an announcement stands for its readers: before its publish time, on the list, past its
 * expiry, or switched off by HR.
 */
const AnnouncementStatusSchema = Type.Enum(['scheduled', 'current', 'expired', 'unpublished']);
export type AnnouncementStatus = Static<typeof AnnouncementStatusSchema>;

export const AnnouncementParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'must be an announcement id' }),
});

/**
 * `GET /api/hcm/announcements`: the caller's current announcements (their audience, published,
 * not expired), pinned first then newest; `all` (HR and admins) lists every one of them.
 */
export const AnnouncementsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 80 })),
    all: Type.Optional(Type.Boolean()),
    unreadOnly: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

export const AnnouncementSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** "Everyone", the site's name or the department, as the audience reads. */
  audience: Type.String(),
  publishAt: Time,
  expiresAt: NullableTime,
  pinned: Type.Boolean(),
  status: AnnouncementStatusSchema,
  /** When the caller first opened it; null while unread. */
  readAt: NullableTime,
});
export type AnnouncementSummary = Static<typeof AnnouncementSummarySchema>;

export const AnnouncementsResponseSchema = Type.Object({
  items: Type.Array(AnnouncementSummarySchema),
  total: Type.Integer(),
  /** The caller's unread current announcements, whatever the page. */
  unread: Type.Integer(),
});
export type AnnouncementsResponse = Static<typeof AnnouncementsResponseSchema>;

const AttachmentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String(),
});

/** `GET /api/hcm/announcements/:id`: one announcement as its reader (or HR) sees it. */
export const AnnouncementSchema = Type.Object({
  ...AnnouncementSummarySchema.properties,
  /** The message as a Slate document (never HTML). */
  body: Type.Array(Type.Unknown()),
  attachments: Type.Array(AttachmentSchema),
  /** HR and admins: they may edit it and see who read it. */
  canManage: Type.Boolean(),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/**
 * `POST /api/hcm/announcements/:id/read`: the caller's receipt, the first opening's time; null
 * for whoever is not in its audience (HR looking it over) and for its author.
 */
export const ReadReceiptSchema = Type.Object({ readAt: NullableTime });

export const ReadersQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);

/** `GET /api/hcm/announcements/:id/reads` (HR and admins): who read it, against who it is for. */
export const ReadersResponseSchema = Type.Object({
  /** Active accounts the audience reaches today, its author left out. */
  audienceSize: Type.Integer(),
  readCount: Type.Integer(),
  items: Type.Array(
    Type.Object({
      accountId: Type.String(),
      name: Type.String(),
      employeeNumber: Type.Union([Type.String(), Type.Null()]),
      readAt: Time,
    }),
  ),
});
export type ReadersResponse = Static<typeof ReadersResponseSchema>;
