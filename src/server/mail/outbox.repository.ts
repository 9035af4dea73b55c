import { sql, type Selectable } from 'kysely';
import type { OutboxItem, OutboxMessage } from '../../shared/api/mail';
import { announceChange } from '../db/change-feed';
import type { MailOutboxTable, OutboxAttachment } from '../db/database';
import type { Tx } from '../db/tenant';
import { toKeysetPage } from '../http/keyset-page';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The branded HTML body (mailer.ts); a mail without one is sent as text alone. */
  html?: string;
  /** References the dispatcher renders when it sends the mail (attachment-renderers.ts). */
  attachments?: OutboxAttachment[];
}

/** Rows per insert when many messages are queued at once. */
const INSERT_BATCH = 1_000;

/**
 * Queues messages in the same transaction as the change that causes them, so a rolled-back
 * change sends nothing, and announces them for prompt sending (prompt-dispatch.ts). Without SMTP
 * the outbox is where people read them.
 */
export async function queueMails(
  tx: Tx,
  orgId: string,
  messages: readonly MailMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await announceChange(tx, 'outbox', orgId);
  for (let start = 0; start < messages.length; start += INSERT_BATCH) {
    await tx
      .insertInto('mail_outbox')
      .values(
        messages.slice(start, start + INSERT_BATCH).map((message) => ({
          org_id: orgId,
          to_address: message.to,
          subject: message.subject,
          body_text: message.text,
          body_html: message.html ?? null,
          attachments: JSON.stringify(message.attachments ?? []),
        })),
      )
      .execute();
  }
}

export const queueMail = (tx: Tx, orgId: string, message: MailMessage): Promise<void> =>
  queueMails(tx, orgId, [message]);

/**
 * Queues a message to an account's own (recovery) address, read by the insert itself: for an
 * account that is missing, disabled or without an address the same statement queues nothing.
 */
export async function queueAccountMail(
  tx: Tx,
  orgId: string,
  accountId: string,
  message: Omit<MailMessage, 'to' | 'attachments'>,
): Promise<void> {
  await announceChange(tx, 'outbox', orgId);
  await tx
    .insertInto('mail_outbox')
    .columns(['org_id', 'to_address', 'subject', 'body_text', 'body_html'])
    .expression((eb) =>
      eb
        .selectFrom('accounts')
        .select([
          'org_id',
          'email as to_address',
          sql<string>`${message.subject}::text`.as('subject'),
          sql<string>`${message.text}::text`.as('body_text'),
          sql<string | null>`${message.html ?? null}::text`.as('body_html'),
        ])
        .where('org_id', '=', orgId)
        .where('account_id', '=', accountId)
        .where('disabled_at', 'is', null)
        .where('email', 'is not', null),
    )
    .execute();
}

// The columns both the list and one mail show; the bodies are read only for one mail.
const OUTBOX_COLUMNS = [
  'mail_id',
  'created_at',
  'to_address',
  'subject',
  'status',
  'attachments',
  'sent_at',
] as const;

type OutboxRow = Pick<Selectable<MailOutboxTable>, (typeof OUTBOX_COLUMNS)[number]>;

const outboxFields = (row: OutboxRow) => ({
  id: String(row.mail_id),
  createdAt: row.created_at.toISOString(),
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attachments: row.attachments.map((attachment) => attachment.filename),
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

export async function listOutbox(
  tx: Tx,
  orgId: string,
  limit: number,
  cursor: number | null,
): Promise<{ items: OutboxItem[]; nextCursor: string | null }> {
  let query = tx
    .selectFrom('mail_outbox')
    .select(OUTBOX_COLUMNS)
    .select(sql<boolean>`body_html is not null`.as('has_html'))
    .where('org_id', '=', orgId)
    .orderBy('mail_id', 'desc')
    .limit(limit + 1);
  if (cursor !== null) query = query.where('mail_id', '<', cursor);
  const rows = await query.execute();
  return toKeysetPage(
    rows,
    limit,
    (row) => row.mail_id,
    (row) => ({ ...outboxFields(row), hasHtml: row.has_html }),
  );
}

/** One mail of the organisation with its bodies, or null when it has none of that id. */
export async function findOutboxMessage(
  tx: Tx,
  orgId: string,
  mailId: number,
): Promise<OutboxMessage | null> {
  const row = await tx
    .selectFrom('mail_outbox')
    .select([...OUTBOX_COLUMNS, 'body_text', 'body_html'])
    .where('org_id', '=', orgId)
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  return row ? { ...outboxFields(row), text: row.body_text, html: row.body_html } : null;
}
