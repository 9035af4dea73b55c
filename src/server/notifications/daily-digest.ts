import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { queueMails, type MailMessage } from '../mail/outbox.repository';
import type { NoticeContext } from './notify';

/** People mailed per step: each step reads only their notices, so memory stays flat. */
const PEOPLE_PER_STEP = 500;
/** How long notices are kept once read (or never shown in the bell). */
const KEEP_DAYS = 180;

interface DueNotice {
  account_id: string;
  email: string;
  first_name: string;
  title: string;
  body: string;
  link: string;
  mailable: boolean;
}

function digestMail(ctx: NoticeContext, notices: readonly DueNotice[]): MailMessage {
  const [first] = notices as [DueNotice];
  const count = notices.length === 1 ? 'one notification' : `${notices.length} notifications`;
  return {
    to: first.email,
    subject: `Your daily summary: ${count}`,
    text: [
      `Hello ${first.first_name},`,
      '',
      `Since yesterday's summary:`,
      '',
      ...notices.flatMap((notice) => [
        `- ${notice.title}`,
        ...(notice.body ? [`  ${notice.body.replaceAll('\n', '\n  ')}`] : []),
        `  ${ctx.publicUrl}${notice.link}`,
      ]),
      '',
      `You get one summary a day as your notification settings ask: ${ctx.publicUrl}/notifications`,
    ].join('\n'),
  };
}

/**
 * The daily digest of one organisation: one mail per person with what was kept for it since
 * the last, then those notices marked sent. Old notices already read are let go.
 */
export async function sendDailyDigest(tx: Tx, ctx: NoticeContext): Promise<void> {
  for (;;) {
    const { rows } = await sql<DueNotice>`
      with people as (
        select distinct n.account_id from notifications n
        where n.org_id = ${ctx.orgId} and n.digest_state = 'due'
        limit ${PEOPLE_PER_STEP}
      ), sent as (
        update notifications n set digest_state = 'sent'
        from people p
        where n.org_id = ${ctx.orgId} and n.account_id = p.account_id and n.digest_state = 'due'
        returning n.account_id, n.notification_id, n.title, n.body, n.link
      )
      select s.account_id, a.email, a.first_name, s.title, s.body, s.link,
        a.disabled_at is null and a.email is not null as mailable
      from sent s
      left join accounts a on a.org_id = ${ctx.orgId} and a.account_id = s.account_id
      order by s.account_id, s.notification_id
    `.execute(tx);
    if (rows.length === 0) break;
    const byPerson = new Map<string, DueNotice[]>();
    for (const row of rows.filter((each) => each.mailable)) {
      const notices = byPerson.get(row.account_id) ?? [];
      notices.push(row);
      byPerson.set(row.account_id, notices);
    }
    await queueMails(
      tx,
      ctx.orgId,
      [...byPerson.values()].map((notices) => digestMail(ctx, notices)),
    );
  }
  await sql`
    delete from notifications
    where org_id = ${ctx.orgId} and created_at < now() - make_interval(days => ${KEEP_DAYS})
      and (read_at is not null or not in_app) and digest_state is distinct from 'due'
  `.execute(tx);
}
