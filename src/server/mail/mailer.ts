import type { Tx } from '../db/tenant';
import { mailBranding, type MailBranding } from './render/mail-branding';
import { mailHtml } from './render/mail-layout';
import { mailText } from './render/mail-text';
import { templateOf, type MailData, type MailKind } from './templates/mail-templates';

/** A mail as the outbox queues it: both bodies drawn from one content. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Composes an organisation's mails of any kind in its branding. */
export interface Mailer {
  compose<K extends MailKind>(kind: K, data: MailData<K>): Promise<ComposedMail>;
}

/** A mailer for one branding: what the tests and previews compose with, no database needed. */
export const brandedMailer = (branding: MailBranding): Mailer => ({
  async compose(kind, data) {
    const content = templateOf(kind)(data, branding);
    return {
      subject: content.subject,
      text: mailText(content),
      html: await mailHtml(content, branding),
    };
  },
});

/**
 * The organisation's mailer, its branding read once in the caller's transaction: compose a
 * batch of mails with one (50,000 payslips are one read and, per branding, one compilation).
 */
export const mailerFor = async (tx: Tx, orgId: string, publicUrl: string): Promise<Mailer> =>
  brandedMailer(await mailBranding(tx, orgId, publicUrl));
