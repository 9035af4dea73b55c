import type { OutboxMessage } from '../../shared/api/mail';
import type { Tx } from '../db/tenant';
import { toKeysetPage } from '../http/keyset-page';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a message in the same transaction as the change that causes it, so a rolled-back
 * change sends nothing. Without SMTP the outbox is where people read it.
 */
export async function queueMail(tx: Tx, orgId: string, message: MailMessage): Promise<void> {
  await tx
    .insertInto('mail_outbox')
    .values({
      org_id: orgId,
      to_address: message.to,
      subject: message.subject,
      body_text: message.text,
    })
    .execute();
}

export async function listOutbox(
  tx: Tx,
  orgId: string,
  limit: number,
  cursor: number | null,
): Promise<{ items: OutboxMessage[]; nextCursor: string | null }> {
  let query = tx
    .selectFrom('mail_outbox')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('mail_id', 'desc')
    .limit(limit + 1);
  if (cursor !== null) query = query.where('mail_id', '<', cursor);
  const rows = await query.execute();
  return toKeysetPage(
    rows,
    limit,
    (row) => row.mail_id,
    (row) => ({
      id: String(row.mail_id),
      createdAt: row.created_at.toISOString(),
      to: row.to_address,
      subject: row.subject,
      text: row.body_text,
      status: row.status,
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    }),
  );
}
