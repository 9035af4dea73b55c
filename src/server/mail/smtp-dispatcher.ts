import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * When SMTP_URL is set, sends queued outbox mail every few seconds, one organisation at a time
 * (row-level security scopes each pass). Returns a stop function.
 */
export function startSmtpDispatcher(
  db: Kysely<Database>,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
): () => void {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const orgs = await db.selectFrom('organizations').select('org_id').execute();
      for (const { org_id } of orgs) {
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
    } catch (error) {
      log.error({ err: error }, 'outbox dispatch failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), 5000);
  timer.unref();
  return () => clearInterval(timer);
}
