import { sql, type RawBuilder } from 'kysely';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../shared/notifications/notification-kinds';
import type { Tx } from '../db/tenant';
import { mailerFor, type ComposedMail, type Mailer } from '../mail/mailer';
import { queueMails, type MailMessage } from '../mail/outbox.repository';

/**
 * Mails composed, then queued, at a time: a payslip release to 50,000 people holds a few MB of
 * mail, not 50,000 texts and HTML bodies (~12 KB each) at once.
 */
const MAIL_BATCH = 500;

/** One event as its people are told of it. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The app path of what it is about. */
  link: string;
  /** What it is about (`application:<id>`, ...), so notices made moot can be settled. */
  source?: string;
}

export interface NoticeContext {
  orgId: string;
  /** Where the app is reached, for links in e-mails. */
  publicUrl: string;
}

/** Who is told: account ids, or a query of the organisation's `account_id`s. */
export type Recipients = readonly string[] | RawBuilder<unknown>;

/** A person to be mailed at once. */
export interface MailedPerson {
  accountId: string;
  email: string;
  firstName: string;
}

/** A mail that differs per person (an approver's own one-time links); else the notice's own. */
export type PersonalMail = (person: MailedPerson, mailer: Mailer) => Promise<ComposedMail>;

/** The notice as a mail: what it says and the link to it, and why it was sent. */
const noticeMail =
  (notice: Notice): PersonalMail =>
  (person, mailer) =>
    mailer.compose('notice', {
      firstName: person.firstName,
      kind: notice.kind,
      title: notice.title,
      body: notice.body ?? '',
      link: notice.link,
    });

/**
 * Tells active people of the organisation of `notice`, each as they chose for its kind (or its
 * default): in the bell, by e-mail at once, or in the next daily digest. Written in the caller's
 * transaction, so an event that rolls back tells nobody. `personalMail` null: the event has a
 * mail of its own already, and the notice goes to the bell only (of whoever hears of it at all).
 */
export async function notify(
  tx: Tx,
  ctx: NoticeContext,
  notice: Notice,
  recipients: Recipients,
  personalMail: PersonalMail | null = noticeMail(notice),
): Promise<void> {
  if (Array.isArray(recipients) && recipients.length === 0) return;
  const mailed = personalMail !== null;
  const among = Array.isArray(recipients)
    ? sql`a.account_id = any(${recipients}::uuid[])`
    : sql`a.account_id in (${recipients as RawBuilder<unknown>})`;
  const { rows } = await sql<{ account_id: string; email: string; first_name: string }>`
    with told as (
      select a.account_id, a.email, a.first_name,
        coalesce(s.deliveries->>${notice.kind}, ${NOTIFICATION_KINDS[notice.kind].default}) as delivery,
        coalesce(s.daily_digest, false) as digest
      from accounts a
      left join notification_settings s on s.org_id = a.org_id and s.account_id = a.account_id
      where a.org_id = ${ctx.orgId} and a.disabled_at is null and ${among}
    ), heard as (
      select *,
        delivery in ('in-app', 'both') or (delivery = 'email' and not ${mailed}) as in_app,
        delivery in ('email', 'both') and email is not null and ${mailed} as by_mail
      from told
    ), kept as (
      insert into notifications (org_id, account_id, kind, title, body, link, source, in_app, digest_state)
      select ${ctx.orgId}, account_id, ${notice.kind}, ${notice.title}, ${notice.body ?? ''},
        ${notice.link}, ${notice.source ?? null}, in_app, case when by_mail and digest then 'due' end
      from heard where in_app or (by_mail and digest)
    )
    select account_id, email, first_name from heard where by_mail and not digest
  `.execute(tx);
  if (!personalMail || rows.length === 0) return;
  const mailer = await mailerFor(tx, ctx.orgId, ctx.publicUrl);
  for (let start = 0; start < rows.length; start += MAIL_BATCH) {
    const mails: MailMessage[] = [];
    for (const row of rows.slice(start, start + MAIL_BATCH)) {
      const person = { accountId: row.account_id, email: row.email, firstName: row.first_name };
      mails.push({ to: row.email, ...(await personalMail(person, mailer)) });
    }
    await queueMails(tx, ctx.orgId, mails);
  }
}

/** Marks read everyone's notices of `kind` about `source`: the thing no longer waits on them. */
export async function settleNotices(
  tx: Tx,
  orgId: string,
  source: string,
  kind: NotificationKind,
): Promise<void> {
  await tx
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('source', '=', source)
    .where('kind', '=', kind)
    .where('read_at', 'is', null)
    .execute();
}
