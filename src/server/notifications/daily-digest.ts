import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { mailerFor, type Mailer } from '../mail/mailer';
import { queueMails } from '../mail/outbox.repository';
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

/**
 * The daily digest of one organisation: one mail per person with what was kept for it since
 * the last, then those notices marked sent. Old notices already read are let go.
 */
export async function sendDailyDigest(tx: Tx, ctx: NoticeContext): Promise<void> {
  let mailer: Mailer | undefined;
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
    mailer ??= await mailerFor(tx, ctx.orgId, ctx.publicUrl);
    const mails = [];
    for (const notices of byPerson.values()) {
      const [first] = notices as [DueNotice];
      const mail = await mailer.compose('daily-digest', { firstName: first.first_name, notices });
      mails.push({ to: first.email, ...mail });
    }
    await queueMails(tx, ctx.orgId, mails);
  }
  await sql`
    delete from notifications
    where org_id = ${ctx.orgId} and created_at < now() - make_interval(days => ${KEEP_DAYS})
      and (read_at is not null or not in_app) and digest_state is distinct from 'due'
  `.execute(tx);
}
