import { Type, type Static } from 'typebox';

const closed = { additionalProperties: false } as const;
const Time = Type.String({ format: 'date-time' });

const OutboxIdSchema = Type.String({
  pattern: '^[0-9]{1,18}$',
  errorMessage: 'must be the id of a mail in the outbox',
});

// What the list and one mail both say of it; the bodies (text ~1 KB, HTML ~12 KB) are read one
// mail at a time, when a person opens it.
const outboxFields = {
  id: OutboxIdSchema,
  createdAt: Time,
  to: Type.String(),
  subject: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  /** File names of what the mail attaches; the files are made when it is sent. */
  attachments: Type.Array(Type.String()),
  sentAt: Type.Union([Time, Type.Null()]),
};

/** A row of `GET /api/mail/outbox`: the mail without its bodies. */
export const OutboxItemSchema = Type.Object(
  {
    ...outboxFields,
    /** Whether a branded HTML body was sent beside the text. */
    hasHtml: Type.Boolean(),
  },
  closed,
);
export type OutboxItem = Static<typeof OutboxItemSchema>;

export const OutboxPageSchema = Type.Object(
  {
    items: Type.Array(OutboxItemSchema),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const OutboxMessageParamsSchema = Type.Object({ id: OutboxIdSchema }, closed);

/** `GET /api/mail/outbox/:id`: one mail with its bodies. */
export const OutboxMessageSchema = Type.Object(
  {
    ...outboxFields,
    text: Type.String(),
    /** The branded HTML body sent beside the text; null for a mail of text alone. */
    html: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
