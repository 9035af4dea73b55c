import type { Config } from '../config';
import type { Tx } from '../db/tenant';
import { issueAccountLink } from '../identity/account-links';
import { mailerFor } from '../mail/mailer';
import { queueMail } from '../mail/outbox.repository';

/** How long a new hire's first sign-in link works: long enough for a start date a week out. */
export const INVITATION_TTL_DAYS = 7;

interface Invitee {
  account_id: string;
  username: string;
  first_name: string;
  email: string | null;
}

/**
 * Mails a new hire (or a new organisation's first administrator) the link that sets their first
 * password (a one-use `activation` link, kept hashed like a reset link), through the outbox in
 * the caller's transaction, and returns it. Earlier unused links of the account stop working, so
 * only the latest mail counts. Null without an e-mail. `whenExpired` says how to get a new link.
 */
export async function inviteToSignIn(
  tx: Tx,
  orgId: string,
  config: Config,
  account: Invitee,
  whenExpired = 'ask HR to send a new one',
): Promise<string | null> {
  if (!account.email) return null;
  const token = await issueAccountLink(
    tx,
    orgId,
    account.account_id,
    'activation',
    INVITATION_TTL_DAYS * 86_400_000,
  );
  const link = `${config.publicUrl}/session/activate?org=${encodeURIComponent(orgId)}&token=${token}`;
  const mailer = await mailerFor(tx, orgId, config.publicUrl);
  const mail = await mailer.compose('invitation', {
    firstName: account.first_name,
    username: account.username,
    link,
    days: INVITATION_TTL_DAYS,
    whenExpired,
    signInUrl: `${config.publicUrl}/login/${encodeURIComponent(orgId)}`,
  });
  await queueMail(tx, orgId, { to: account.email, ...mail });
  return link;
}
