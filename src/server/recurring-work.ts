import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { todayAtWork } from '../shared/timekeeping/time-labels';
import { pruneThrottle } from './identity/sign-in-throttle';
import type { JobQueue } from './jobs/job-queue';
import { accrueCurrentMonth } from './leave/scheduled-accrual';
import { dispatchWhenQueued } from './mail/prompt-dispatch';
import { dispatchOutbox } from './mail/smtp-dispatcher';
import { sweepDigests } from './notifications/daily-digest-sweep';
import { sweepAnnouncements } from './announcements/announcement-notices';
import { applyMovementsDue } from './people/movements/movement-sweep';
import { loadMailer } from './packages/on-first-use';
import type { SaveDeps } from './records/record-save';
import type { AppDeps } from './http/app-deps';

/**
 * The work each instance takes its turn at when a schedule is due (job-schema.ts RECURRING sets
 * when): pruning the sign-in throttle, sending the outbox (only instances given SMTP_URL take
 * it; they also send each mail as soon as it is queued), applying employee movements that came
 * into effect, the month's leave accruals, telling audiences of announcements as they become
 * current, and the daily notification digest. Returns the function that stops the prompt
 * sending.
 */
export function workRecurring(
  jobs: JobQueue,
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  saveDeps: SaveDeps,
  log: FastifyBaseLogger,
): () => void {
  const failedFor = (work: string) => (orgId: string, error: unknown) =>
    log.error({ orgId, err: error }, `${work} failed for an organisation`);
  jobs.every('hcm-prune-sign-in-throttle', () => pruneThrottle(db, new Date(), config.throttle));
  jobs.every('hcm-apply-movements', async () => {
    await applyMovementsDue(db, saveDeps, todayAtWork(), failedFor('employee movements'));
  });
  jobs.every('hcm-accrue-leave', () => accrueCurrentMonth(db, failedFor('leave accrual')));
  jobs.every('hcm-notice-announcements', () =>
    sweepAnnouncements(db, config.publicUrl, failedFor('announcement notices')),
  );
  jobs.every('hcm-notification-digest', () =>
    sweepDigests(db, config.publicUrl, failedFor('the daily digest')),
  );
  const { smtpUrl } = config;
  if (!smtpUrl) return () => undefined;
  // Made when there is first something to send: the mailer is no start's business.
  let transport: Promise<Transporter> | undefined;
  const dispatch = async (only?: readonly string[]) => {
    transport ??= loadMailer().then((mailer) => mailer.createTransport(smtpUrl));
    return dispatchOutbox(db, await transport, config.mailFrom, only);
  };
  jobs.every('hcm-dispatch-outbox', dispatch);
  return dispatchWhenQueued(dispatch, (error) =>
    log.error({ err: error }, 'sending the outbox failed'),
  );
}
