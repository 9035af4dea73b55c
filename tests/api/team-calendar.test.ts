import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { CalendarFeed, TeamCalendar } from '../../src/shared/api/team-calendar';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { weekday, workday } from './support/work-dates';

const calendarOf = (caller: ApiCaller, query: Record<string, string>) =>
  ok<TeamCalendar>(
    caller,
    'GET',
    `/api/hcm/team-calendar?${new URLSearchParams(query).toString()}`,
  );

const names = (calendar: TeamCalendar) => calendar.people.map((person) => person.name);

const file = (caller: ApiCaller, kind: string, details: object) =>
  ok<{ id: string }>(caller, 'POST', '/api/hcm/application', { kind, details });

const leave = (caller: ApiCaller, leaveType: string, dateFrom: string, dateTo: string) =>
  file(caller, 'leave', { leaveType, dateFrom, dateTo, dayPart: 'Whole day', reason: 'Away' });

/** The events of an iCalendar text, each by its summary, status and first day. */
function eventsOf(ics: string) {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => ({
      summary: /\r\nSUMMARY:(.*)\r\n/.exec(block)?.[1],
      status: /\r\nSTATUS:(.*)\r\n/.exec(block)?.[1],
      start: /\r\nDTSTART;VALUE=DATE:(\d{8})\r\n/.exec(block)?.[1],
    }));
}

const compact = (date: string) => date.replaceAll('-', '');

describeOnEachDatabase('the team calendar and each person’s calendar feed', (current) => {
  let carla: ApiCaller;
  let ramon: ApiCaller;
  let ana: ApiCaller;
  let hr: ApiCaller;
  let cebu: string;
  // A week far enough ahead that nothing else is filed in it.
  const monday = workday(20, 1);
  const tuesday = workday(20, 2);
  const wednesday = workday(20, 3);
  const thursday = weekday(20, 4);
  const friday = weekday(20, 5);
  const week = { from: weekday(20, 1), to: weekday(20, 7) };

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    carla = await as('employee');
    ramon = await as('approver');
    ana = await as('payroll');
    hr = await as('hr');
    const sites = await withOrg(current().db, 'acme', async (tx) => {
      const { rows } = await sql<{ id: string; name: string }>`
        select id, data->>'name' as name from records
        where org_id = 'acme' and form_id = 'company-site' and deleted_at is null`.execute(tx);
      return rows;
    });
    cebu = sites.find((site) => site.name === 'Cebu branch')!.id;
    const head = sites.find((site) => site.name === 'Head office')!.id;
    const holiday = (data: object) =>
      ok(hr, 'POST', '/api/records', { form_id: 'company-holiday', data });
    await holiday({
      date: thursday,
      name: 'Team Day',
      type: 'Special non-working day',
      scope: 'Nationwide',
    });
    await holiday({
      date: friday,
      name: 'Cebu Charter Day',
      type: 'Special non-working day',
      scope: 'One site',
      site: { id: cebu, label: 'Cebu branch' },
    });
    await holiday({
      date: friday,
      name: 'Head Office Foundation Day',
      type: 'Special non-working day',
      scope: 'One site',
      site: { id: head, label: 'Head office' },
    });

    const approved = await leave(carla, 'Vacation leave', monday, monday);
    await ok(ramon, 'POST', '/api/hcm/approve-application', {
      ids: [approved.id],
      decision: 'Approved',
    });
    await leave(carla, 'Vacation leave', wednesday, wednesday);
    await leave(ramon, 'Sick leave', wednesday, thursday);
    await file(ramon, 'official-business', {
      dateFrom: tuesday,
      dateTo: tuesday,
      startTime: '09:00',
      endTime: '12:00',
      destination: 'Client office',
      reason: 'Contract signing',
    });
    await leave(ana, 'Sick leave', monday, friday);
    await leave(await signIn(current().app, 'icare', 'approver'), 'Sick leave', monday, friday);
  });

  it('shows the caller’s team by default: their department, with rest days and the holidays they keep', async () => {
    const calendar = await calendarOf(carla, week);
    expect(calendar).toMatchObject({ scope: 'team', canSeeOrganization: false });
    // Operations' active people; Patricia Aquino is inactive and Ana works in Finance.
    expect(names(calendar)).toEqual(['Ramon Dela Cruz', 'Carla Mendoza', 'Jose Santos']);
    const own = calendar.people.find((person) => person.employeeNumber === '2022-0005');
    expect(own).toMatchObject({ department: 'Operations', site: 'Cebu branch' });
    expect(own?.restDays).toEqual([weekday(20, 6), weekday(20, 7)]);
    expect(calendar.holidays).toEqual([
      { date: thursday, name: 'Team Day', type: 'Special non-working day', site: null },
      {
        date: friday,
        name: 'Cebu Charter Day',
        type: 'Special non-working day',
        site: 'Cebu branch',
      },
    ]);
    expect(calendar.timeAway.map((away) => [away.name, away.kind, away.status])).toEqual([
      ['Carla Mendoza', 'leave', 'Approved'],
      ['Ramon Dela Cruz', 'official-business', 'Pending'],
      ['Carla Mendoza', 'leave', 'Pending'],
      ['Ramon Dela Cruz', 'leave', 'Pending'],
    ]);
    expect(JSON.stringify(calendar)).not.toContain('Ana Cruz');
  });

  it('adds a manager’s direct reports from other departments to their team', async () => {
    // Jose (HR) manages Ana (Finance), who manages Liza: Ana is on his team, Liza is not.
    const calendar = await calendarOf(hr, week);
    expect(names(calendar)).toContain('Ana Cruz');
    expect(names(calendar)).toContain('Jose Reyes');
    expect(names(calendar)).not.toContain('Liza Villanueva');
    expect(calendar.filters.departments).toEqual(['Finance', 'Human resources']);
  });

  it('tells the kind of leave to the person and to those who read everyone’s applications only', async () => {
    const typesSeenBy = async (caller: ApiCaller, query: Record<string, string> = week) =>
      (await calendarOf(caller, query)).timeAway.map((away) => [
        away.employeeNumber,
        away.kind,
        away.leaveType ?? null,
      ]);
    expect(await typesSeenBy(carla)).toEqual([
      ['2022-0005', 'leave', 'Vacation leave'],
      ['2022-0004', 'official-business', null],
      ['2022-0005', 'leave', 'Vacation leave'],
      ['2022-0004', 'leave', null],
    ]);
    expect(JSON.stringify(await calendarOf(carla, week))).not.toContain('Sick');
    expect(await typesSeenBy(ramon)).toContainEqual(['2022-0004', 'leave', 'Sick leave']);
    expect(await typesSeenBy(ramon)).toContainEqual(['2022-0005', 'leave', null]);
    expect(
      await typesSeenBy(hr, { ...week, scope: 'organization', department: 'Operations' }),
    ).toContainEqual(['2022-0005', 'leave', 'Vacation leave']);
  });

  it('narrows by department, site and manager, but never past what the caller may see', async () => {
    const filters = (await calendarOf(carla, week)).filters;
    expect(filters.departments).toEqual(['Operations']);
    expect(filters.sites).toEqual([{ id: cebu, label: 'Cebu branch' }]);
    expect(filters.managers.map((manager) => manager.name)).toEqual([
      'Maria Santos',
      'Ramon Dela Cruz',
    ]);
    expect(names(await calendarOf(carla, { ...week, manager: '2022-0004' }))).toEqual([
      'Carla Mendoza',
    ]);
    expect(names(await calendarOf(carla, { ...week, site: cebu }))).toEqual([
      'Ramon Dela Cruz',
      'Carla Mendoza',
    ]);
    // Another department is not a way out of one's team.
    const finance = await calendarOf(carla, { ...week, department: 'Finance' });
    expect(finance).toMatchObject({ people: [], total: 0, timeAway: [] });
    const org = { ...week, scope: 'organization' };
    expect(names(await calendarOf(hr, { ...org, department: 'finance' }))).toEqual(
      expect.arrayContaining(['Ana Cruz', 'Liza Villanueva', 'Paolo Garcia']),
    );
    expect(names(await calendarOf(hr, { ...org, manager: '2022-0003' }))).toEqual([
      'Paolo Garcia',
      'Liza Villanueva',
    ]);
  });

  it('shows HR the whole organisation, and nobody of another', async () => {
    const calendar = await calendarOf(hr, { ...week, scope: 'organization' });
    expect(calendar.canSeeOrganization).toBe(true);
    expect(names(calendar)).toEqual(
      expect.arrayContaining(['Maria Santos', 'Ana Cruz', 'Carla Mendoza', 'Juan Dela Cruz']),
    );
    expect(calendar.total).toBe(calendar.people.length);
    // icare's approver, Antonio Lim, is on leave that week too, and shares Ramon's number.
    expect(JSON.stringify(calendar)).not.toContain('Antonio Lim');
    expect(calendar.timeAway.map((away) => away.name)).toContain('Ana Cruz');
    for (const away of calendar.timeAway) expect(names(calendar)).toContain(away.name);
    const icare = await calendarOf(await signIn(current().app, 'icare', 'hr'), {
      ...week,
      scope: 'organization',
    });
    expect(names(icare)).toContain('Antonio Lim');
    expect(JSON.stringify(icare)).not.toContain('Carla Mendoza');

    const refused = await carla.call(
      'GET',
      `/api/hcm/team-calendar?from=${week.from}&to=${week.to}&scope=organization`,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts or runs past 62 days, and malformed filters', async () => {
    const refusal = async (query: string) => {
      const response = await carla.call('GET', `/api/hcm/team-calendar?${query}`);
      expect(response.statusCode, query).toBe(422);
      return errorOf(response).fields?.[0];
    };
    expect(await refusal('from=2027-03-10&to=2027-03-09')).toMatchObject({
      path: '/to',
      message: expect.stringMatching(/on or after the start date/),
    });
    expect(await refusal('from=2027-03-01&to=2027-05-02')).toMatchObject({
      path: '/to',
      message: expect.stringMatching(/at most 62 days/),
    });
    expect((await refusal('from=2027-02-30&to=2027-03-09'))?.path).toBe('/from');
    expect((await refusal(`from=${week.from}&to=${week.to}&site=cebu`))?.path).toBe('/site');
    expect((await refusal(`from=${week.from}&to=${week.to}&scope=everyone`))?.path).toBe('/scope');
    // 62 days is allowed.
    await calendarOf(carla, { from: '2027-03-01', to: '2027-05-01' });
  });

  it('serves each person a feed of their own time away and holidays at a secret address', async () => {
    expect(await ok<CalendarFeed>(carla, 'GET', '/api/hcm/team-calendar/feed')).toEqual({
      url: null,
    });
    const { url } = await ok<CalendarFeed>(carla, 'POST', '/api/hcm/team-calendar/feed/rotate');
    expect(url).toMatch(/\/api\/calendar-feed\/acme\.[\w-]{43}$/);
    expect(await ok<CalendarFeed>(carla, 'GET', '/api/hcm/team-calendar/feed')).toEqual({ url });

    // A calendar app sends neither session nor API key.
    const response = await current().app.inject({ method: 'GET', url: new URL(url!).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(response.body);
    expect(events).toContainEqual({
      summary: 'Vacation leave',
      status: 'CONFIRMED',
      start: compact(monday),
    });
    expect(events).toContainEqual({
      summary: 'Vacation leave (pending approval)',
      status: 'TENTATIVE',
      start: compact(wednesday),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ summary: 'Team Day', start: compact(thursday) }),
    );
    expect(events).toContainEqual(expect.objectContaining({ summary: 'Cebu Charter Day' }));
    expect(response.body).not.toContain('Head Office Foundation Day');
    expect(response.body).not.toContain('Sick');
    expect(response.body).not.toContain('Official business');
  });

  it('answers a wrong token 404 alike; a renewed address ends the old one', async () => {
    const feed = (path: string) => current().app.inject({ method: 'GET', url: path });
    const { url: old } = await ok<CalendarFeed>(
      ramon,
      'POST',
      '/api/hcm/team-calendar/feed/rotate',
    );
    const oldPath = new URL(old!).pathname;
    expect((await feed(oldPath)).statusCode).toBe(200);

    const wrong = [
      `${oldPath.slice(0, -1)}${oldPath.endsWith('A') ? 'B' : 'A'}`,
      oldPath.replace('/acme.', '/icare.'),
      oldPath.replace('/acme.', '/no-such-org.'),
      '/api/calendar-feed/acme',
      '/api/calendar-feed/not-a-token',
    ];
    for (const path of wrong) {
      const response = await feed(path);
      expect(response.statusCode, path).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: 'There is no such calendar feed.',
      });
    }

    const { url: renewed } = await ok<CalendarFeed>(
      ramon,
      'POST',
      '/api/hcm/team-calendar/feed/rotate',
    );
    expect(renewed).not.toBe(old);
    expect((await feed(oldPath)).statusCode).toBe(404);
    const answer = await feed(new URL(renewed!).pathname);
    expect(answer.statusCode).toBe(200);
    expect(eventsOf(answer.body)).toContainEqual(
      expect.objectContaining({ summary: 'Sick leave (pending approval)', status: 'TENTATIVE' }),
    );
    expect(eventsOf(answer.body)).toContainEqual(
      expect.objectContaining({ summary: 'Official business (pending approval)' }),
    );
    // Another organisation's page cannot use it.
    const elsewhere = await current().app.inject({
      method: 'GET',
      url: new URL(renewed!).pathname,
      headers: { 'x-org-id': 'icare' },
    });
    expect(elsewhere.statusCode).toBe(403);

    // A disabled person's feed stops with their sessions, and starts again with them.
    const admin = await signIn(current().app, 'acme', 'admin');
    const disable = (disabled: boolean) =>
      ok(admin, 'PATCH', `/api/iam/accounts/${ramon.account.accountId}`, { disabled });
    await disable(true);
    expect((await feed(new URL(renewed!).pathname)).statusCode).toBe(404);
    await disable(false);
    expect((await feed(new URL(renewed!).pathname)).statusCode).toBe(200);

    // Stopped by its owner (signed in again: disabling ended his sessions): the address ends and
    // none is shown until a new one is made.
    const owner = await signIn(current().app, 'acme', 'approver');
    expect(await ok<CalendarFeed>(owner, 'DELETE', '/api/hcm/team-calendar/feed')).toEqual({
      url: null,
    });
    expect((await feed(new URL(renewed!).pathname)).statusCode).toBe(404);
    expect(await ok<CalendarFeed>(owner, 'GET', '/api/hcm/team-calendar/feed')).toEqual({
      url: null,
    });
    const { url: again } = await ok<CalendarFeed>(
      owner,
      'POST',
      '/api/hcm/team-calendar/feed/rotate',
    );
    expect((await feed(new URL(again!).pathname)).statusCode).toBe(200);
  });
});
