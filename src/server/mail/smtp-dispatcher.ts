import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { renderAttachment } from './attachment-renderers';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * One pass over the outbox: up to BATCH queued mails of each organisation that is not suspended
 * (or of those named), sent in its own transaction as the app role (row-level security scopes
 * it), as text and, when it has one, HTML beside it (multipart/alternative). Attachments are
 * rendered from their references just before sending; a failure to render counts as a failed
 * attempt.
 */
export async function dispatchOutbox(
  db: Kysely<Database>,
  transport: Pick<Transporter, 'sendMail'>,
  from: string,
  only?: readonly string[],
): Promise<void> {
  // A suspended organisation's mail waits in its outbox until it is resumed.
  let query = db.selectFrom('organizations').select('org_id').where('suspended_at', 'is', null);
  if (only) query = query.where('org_id', 'in', only);
  for (const { org_id } of await query.execute()) {
    await withOrg(db, org_id, async (tx) => {
      const queued = await tx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('org_id', '=', org_id)
        .where('status', '=', 'queued')
        .orderBy('mail_id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const mail of queued) {
        try {
          await transport.sendMail({
            from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body_text,
            html: mail.body_html ?? undefined,
            attachments: await Promise.all(
              mail.attachments.map((attachment) => renderAttachment(tx, org_id, attachment)),
            ),
          });
          await tx
            .updateTable('mail_outbox')
            .set({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1 })
            .where('org_id', '=', org_id)
            .where('mail_id', '=', mail.mail_id)
            .execute();
        } catch (error) {
          const attempts = mail.attempts + 1;
          await tx
            .updateTable('mail_outbox')
            .set({
              attempts,
              last_error: String(error),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            })
            .where('org_id', '=', org_id)
            .where('mail_id', '=', mail.mail_id)
            .execute();
        }
      }
    });
  }
}
