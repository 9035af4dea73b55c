import type { MailTemplate } from './mail-content';

export interface DailyDigestData {
  firstName: string;
  notices: readonly { title: string; body: string; link: string }[];
}

/** A person's notices kept since the last summary, in one mail a day. */
export const dailyDigestMail: MailTemplate<DailyDigestData> = (data, org) => {
  const count =
    data.notices.length === 1 ? 'one notification' : `${data.notices.length} notifications`;
  return {
    subject: `Your daily summary: ${count}`,
    greeting: `Hello ${data.firstName},`,
    blocks: [
      `Since yesterday's summary:`,
      {
        list: data.notices.map((notice) =>
          [
            notice.title,
            ...(notice.body ? [notice.body] : []),
            `${org.publicUrl}${notice.link}`,
          ].join('\n'),
        ),
      },
    ],
    smallPrint: [
      `You get one summary a day as your notification settings ask: ${org.publicUrl}/notifications`,
    ],
  };
};
