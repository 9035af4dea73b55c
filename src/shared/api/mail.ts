import { Type, type Static } from 'typebox';

export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** The branded HTML body sent beside the text; null for a mail of text alone. */
  html: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  /** File names of what the mail attaches; the files are made when it is sent. */
  attachments: Type.Array(Type.String()),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const OutboxPageSchema = Type.Object({
  items: Type.Array(OutboxMessageSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
