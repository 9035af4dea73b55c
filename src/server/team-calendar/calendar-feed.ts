import { createHash } from 'node:crypto';
import { timeAwayTitle } from '../../shared/api/team-calendar';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { Tx } from '../db/tenant';
import { loadICalendar } from '../packages/on-first-use';
import { findEmployee } from '../directory/directory.repository';
import { timeAwayOf } from '../leave/time-away.repository';
import { holidaysAtSiteOf } from '../timekeeping/calendar-of';
import { dateAfter } from '../timekeeping/schedule-calendar';
import { holidaysBetween } from '../timekeeping/timekeeping-sources.repository';

/** How far back and ahead a feed reaches: the last quarter and the next year. */
const PAST_DAYS = 92;
const AHEAD_DAYS = 366;
const MAX_EVENTS = 1000;
/** How often calendar apps are asked to fetch the feed again. */
const REFRESH_SECONDS = 3600;

/** The person a feed token opens. */
export interface FeedOwner {
  employeeNumber: string | null;
}

/** A holiday's event id: its date and name, which is what makes it one holiday. */
const holidayUid = (orgId: string, date: string, name: string) =>
  `holiday-${date}-${createHash('sha256').update(name).digest('hex').slice(0, 16)}@${orgId}`;

/**
 * A person's own calendar as iCalendar: their approved and pending leave and official business
 * (pending ones TENTATIVE) and the holidays they keep, as all-day events. The kind of leave is
 * theirs; the reason and the destination stay in the app.
 */
export async function personalCalendar(
  tx: Tx,
  orgId: string,
  owner: FeedOwner,
  today = todayAtWork(),
): Promise<string> {
  const from = dateAfter(today, -PAST_DAYS);
  const to = dateAfter(today, AHEAD_DAYS);
  const employee = owner.employeeNumber
    ? await findEmployee(tx, orgId, owner.employeeNumber)
    : null;
  const organization = await tx
    .selectFrom('organizations')
    .select('trade_name')
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  const away = await timeAwayOf(
    tx,
    orgId,
    employee ? [employee.employeeNumber] : [],
    from,
    to,
    MAX_EVENTS,
  );
  const holidays = await holidaysBetween(tx, orgId, from, to);
  const kept = employee
    ? holidaysAtSiteOf(employee, holidays)
    : holidays.filter((holiday) => holiday.scope === 'Nationwide');

  const { default: ical, ICalEventStatus, ICalEventTransparency } = await loadICalendar();
  const calendar = ical({
    name: `${organization.trade_name}: time off`,
    prodId: { company: organization.trade_name, product: 'HCM' },
    ttl: REFRESH_SECONDS,
  });
  for (const each of away) {
    const pending = each.status === 'Pending';
    calendar.createEvent({
      id: `${each.applicationId}@${orgId}`,
      start: each.dateFrom,
      end: dateAfter(each.dateTo, 1),
      allDay: true,
      summary: `${timeAwayTitle(each)}${pending ? ' (pending approval)' : ''}`,
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  for (const holiday of kept)
    calendar.createEvent({
      id: holidayUid(orgId, holiday.date, holiday.name),
      start: holiday.date,
      end: dateAfter(holiday.date, 1),
      allDay: true,
      summary: holiday.name,
      description: holiday.type,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  return calendar.toString();
}
