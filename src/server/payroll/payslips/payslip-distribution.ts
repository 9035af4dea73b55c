import type { Kysely } from 'kysely';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { DistributionResult } from '../../../shared/api/payslip-documents';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/run-job';
import { mailerFor, type Mailer } from '../../mail/mailer';
import { queueMails, type MailMessage } from '../../mail/outbox.repository';
import { payslipAttachment } from './payslip-attachment';
import { payslipRecipients, type PayslipRecipient } from './payslip-documents.repository';
import { dateText, periodText } from '../payslip-layouts/payslip-view';
import { cutoffsOf } from '../registers/registers.repository';

export const DISTRIBUTE_JOB = 'payslip-distribute';

/** Mails queued per insert and per progress step. */
const STEP = 200;

/** The mail of one payslip, its PDF attached by reference. */
async function payslipMail(
  mailer: Mailer,
  cutoff: Cutoff,
  recipient: PayslipRecipient,
  to: string,
): Promise<MailMessage> {
  const mail = await mailer.compose('payslip', {
    employeeName: recipient.employeeName,
    employeeNumber: recipient.employeeNumber,
    period: periodText({ cutoff }),
    registerName: cutoff.registerName,
    payDate: dateText(cutoff.payDate),
  });
  return {
    to,
    ...mail,
    attachments: [
      payslipAttachment({ cutoff, employeeNumber: recipient.employeeNumber }, 'standard'),
    ],
  };
}

/**
 * `payslip-distribute`: one outbox mail per payslip of a released cut-off's current
 * computation, to the employee record's address or else their account's, with the payslip
 * attached by reference (rendered when the mail is sent), in the organisation's branding (one
 * layout for the whole run). Everything is queued in one transaction: a failed run mails nobody.
 */
export const distributePayslipsJob =
  (db: Kysely<Database>, publicUrl: string) =>
  ({ orgId, payload, progress }: JobContext<{ cutoffId: string }>): Promise<DistributionResult> =>
    withOrg(db, orgId, async (tx) => {
      const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId: payload.cutoffId });
      if (cutoff?.status !== 'Released')
        throw new AppError('conflict', 'Only a released cut-off is distributed');
      const mailer = await mailerFor(tx, orgId, publicUrl);
      const recipients = await payslipRecipients(tx, orgId, cutoff);
      const skipped: DistributionResult['skipped'] = [];
      let queued = 0;
      for (let start = 0; start < recipients.length; start += STEP) {
        const mails: MailMessage[] = [];
        for (const recipient of recipients.slice(start, start + STEP)) {
          if (recipient.email)
            mails.push(await payslipMail(mailer, cutoff, recipient, recipient.email));
          else
            skipped.push({
              employeeNumber: recipient.employeeNumber,
              reason: 'No e-mail address on the employee record or account',
            });
        }
        await queueMails(tx, orgId, mails);
        queued += mails.length;
        const done = Math.min(start + STEP, recipients.length);
        await progress(done, recipients.length, `${done} of ${recipients.length} payslips`);
      }
      return { queued, skipped };
    });
