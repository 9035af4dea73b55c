import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/shared/api/applications';
import type {
  Notification,
  NotificationSettings,
  NotificationsPage,
} from '../../src/shared/api/notifications';
import type { RecordItem } from '../../src/shared/api/records';
import { sweepAnnouncements } from '../../src/server/announcements/announcement-notices';
import { sweepDigests } from '../../src/server/notifications/daily-digest-sweep';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';
import { workday } from './support/work-dates';

const inbox = (caller: ApiCaller, query = '') =>
  ok<NotificationsPage>(caller, 'GET', `/api/notifications${query}`);

const about = (page: NotificationsPage, text: string) =>
  page.items.filter((item) => `${item.title}\n${item.body}`.includes(text));

describeOnEachDatabase('notifications', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let hr: ApiCaller;
  let admin: ApiCaller;

  const outboxTo = (to: string) => outboxMails(admin, 200, (mail) => mail.to === to);

  const fileLeave = async (week: number) => {
    const response = await employee.call('POST', '/api/hcm/application', {
      body: {
        kind: 'leave',
        details: {
          leaveType: 'Vacation leave',
          dateFrom: workday(week, 1),
          dateTo: workday(week, 1),
          dayPart: 'Whole day',
          reason: 'Rest',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApplicationDetail>();
  };

  const settle = (settings: Partial<NotificationSettings['deliveries']>, dailyDigest = false) =>
    ok<NotificationSettings>(employee, 'GET', '/api/notifications/settings').then((now) =>
      ok<NotificationSettings>(employee, 'PUT', '/api/notifications/settings', {
        deliveries: { ...now.deliveries, ...settings },
        dailyDigest,
      }),
    );

  beforeAll(async () => {
    const app = current().app;
    employee = await signIn(app, 'acme', 'employee');
    approver = await signIn(app, 'acme', 'approver');
    hr = await signIn(app, 'acme', 'hr');
    admin = await signIn(app, 'acme', 'admin');
  });

  it('tells the approvers what waits on them, settles it once decided, and tells the employee', async () => {
    const filed = await fileLeave(7);
    const waiting = about(await inbox(approver), filed.summary);
    expect(waiting).toEqual([
      expect.objectContaining({
        kind: 'approval-waiting',
        title: "Carla Mendoza's leave application awaits your approval",
        link: `/approvals/leave?view=${filed.id}`,
        readAt: null,
      }),
    ]);
    expect((await inbox(approver)).unread).toBeGreaterThan(0);
    // Default for what waits: in the bell and by e-mail, the mail with its one-time links.
    const [mail] = (await outboxTo('ramon.delacruz@acme.example')).filter((item) =>
      item.text.includes(filed.summary),
    );
    expect(mail?.text).toContain(`/email/applications/leave/2022-0005/${filed.id}/approve?token=`);

    const decided = await approver.call('POST', '/api/hcm/approve-application', {
      body: { ids: [filed.id], decision: 'Approved' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // The other approver of the level (Jose Reyes, HR) no longer has it waiting either.
    for (const caller of [approver, hr])
      expect(about(await inbox(caller), filed.summary)[0]?.readAt).not.toBeNull();
    const [decision] = about(await inbox(employee), filed.summary);
    expect(decision).toMatchObject({
      kind: 'decision',
      title: 'Your leave application was approved',
      link: `/application/leave/list?view=${filed.id}`,
      readAt: null,
    });
  });

  it('delivers each kind as the person chose: in the app, by e-mail, both, none, or in a daily digest', async () => {
    const defaults = await ok<NotificationSettings>(employee, 'GET', '/api/notifications/settings');
    expect(defaults).toMatchObject({
      deliveries: { 'approval-waiting': 'both', decision: 'both', announcement: 'in-app' },
      dailyDigest: false,
    });
    const decideNext = async (week: number) => {
      const filed = await fileLeave(week);
      await ok(approver, 'POST', '/api/hcm/approve-application', {
        ids: [filed.id],
        decision: 'Rejected',
        remark: 'Busy week',
      });
      return filed.summary;
    };
    const mailed = async (summary: string) =>
      (await outboxTo('carla.mendoza@acme.example')).filter((mail) => mail.text.includes(summary));

    await settle({ decision: 'in-app' });
    const inApp = await decideNext(8);
    expect(about(await inbox(employee), inApp)).toHaveLength(1);
    expect(await mailed(inApp)).toEqual([]);

    await settle({ decision: 'email' });
    const byMail = await decideNext(9);
    expect(about(await inbox(employee), byMail)).toEqual([]);
    expect((await mailed(byMail)).map((mail) => mail.subject)).toEqual([
      'Your leave application was rejected',
    ]);

    await settle({ decision: 'none' });
    const none = await decideNext(10);
    expect(about(await inbox(employee), none)).toEqual([]);
    expect(await mailed(none)).toEqual([]);

    // The digest: nothing at once, then one mail listing each with its link.
    await settle({ decision: 'both' }, true);
    const first = await decideNext(11);
    const second = await decideNext(12);
    expect(about(await inbox(employee), first)).toHaveLength(1);
    expect(await mailed(first)).toEqual([]);
    const errors: unknown[] = [];
    await sweepDigests(current().db, 'https://hr.example', (_org, error) => errors.push(error));
    expect(errors).toEqual([]);
    const digests = (await outboxTo('carla.mendoza@acme.example')).filter((mail) =>
      mail.subject.startsWith('Your daily summary'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Your daily summary: 2 notifications');
    expect(digests[0]?.text).toContain(first);
    expect(digests[0]?.text).toContain(second);
    expect(digests[0]?.text).toContain('https://hr.example/application/leave/list?view=');
    // Sent once: the next morning has nothing to repeat.
    await sweepDigests(current().db, 'https://hr.example', (_org, error) => errors.push(error));
    expect(
      (await outboxTo('carla.mendoza@acme.example')).filter((mail) =>
        mail.subject.startsWith('Your daily summary'),
      ),
    ).toHaveLength(1);
    await settle({ decision: 'both' }, false);
  });

  it('marks read only the caller’s own notices, one by one or all, for every device', async () => {
    const filed = await fileLeave(13);
    const [mine] = about(await inbox(approver), filed.summary) as [Notification];
    const [hrs] = about(await inbox(hr), filed.summary) as [Notification];
    // Someone else's id changes nothing.
    await ok(approver, 'POST', '/api/notifications/read', { ids: [hrs.id] });
    expect(about(await inbox(hr), filed.summary)[0]?.readAt).toBeNull();
    const before = (await inbox(approver)).unread;
    const after = await ok<{ unread: number }>(approver, 'POST', '/api/notifications/read', {
      ids: [mine.id],
    });
    expect(after.unread).toBe(before - 1);
    // Another session of the same person sees it read.
    const elsewhere = await signIn(current().app, 'acme', 'approver');
    expect(about(await inbox(elsewhere), filed.summary)[0]?.readAt).not.toBeNull();
    expect(
      about(await inbox(elsewhere, '?unread=true'), filed.summary),
      'the unread filter leaves it out',
    ).toEqual([]);
    expect(await ok(hr, 'POST', '/api/notifications/read-all')).toEqual({ unread: 0 });
    expect((await inbox(hr)).unread).toBe(0);
  });

  it('pages newest first', async () => {
    const all = await inbox(approver, '?limit=50');
    const first = await inbox(approver, '?limit=1');
    expect(first.items).toEqual(all.items.slice(0, 1));
    const next = await inbox(approver, `?limit=1&cursor=${first.nextCursor}`);
    expect(next.items).toEqual(all.items.slice(1, 2));
  });

  it('tells an announcement’s audience once, when it becomes current', async () => {
    const response = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'announcement',
        data: {
          title: 'Canteen opens on the ground floor',
          body: [{ type: 'paragraph', children: [{ text: 'Lunch from 11:00 to 14:00.' }] }],
          audience: 'Everyone',
          publishAt: new Date(Date.now() - 60_000).toISOString(),
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<RecordItem>();
    const errors: unknown[] = [];
    for (let sweep = 0; sweep < 2; sweep += 1)
      await sweepAnnouncements(current().db, 'https://hr.example', (_org, error) =>
        errors.push(error),
      );
    expect(errors).toEqual([]);
    const told = about(await inbox(employee), 'Canteen opens');
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'announcement',
        body: 'Lunch from 11:00 to 14:00.',
        link: `/announcements/view/${id}`,
      }),
    ]);
    // Its author is not told of their own announcement; the other organisation hears nothing.
    expect(about(await inbox(hr), 'Canteen opens')).toEqual([]);
    const icare = await signIn(current().app, 'icare', 'employee');
    expect(about(await inbox(icare), 'Canteen opens')).toEqual([]);
  });

  it('refuses settings that name an unknown kind or delivery, naming the field', async () => {
    const now = await ok<NotificationSettings>(employee, 'GET', '/api/notifications/settings');
    const bad = await employee.call('PUT', '/api/notifications/settings', {
      body: { ...now, deliveries: { ...now.deliveries, decision: 'pigeon' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(errorOf(bad))).toContain('/deliveries/decision');
    const unknown = await employee.call('PUT', '/api/notifications/settings', {
      body: { ...now, deliveries: { ...now.deliveries, gossip: 'both' } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(await ok(employee, 'GET', '/api/notifications/settings')).toEqual(now);
  });
});
