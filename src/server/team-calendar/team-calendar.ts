import {
  TEAM_CALENDAR_MAX_AWAY,
  TEAM_CALENDAR_MAX_CHOICES,
  TEAM_CALENDAR_MAX_PEOPLE,
  type TeamCalendar,
  type TeamCalendarQuery,
  type TeamHoliday,
  type TimeAway,
} from '../../shared/api/team-calendar';
import type { CompanyHolidayData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { employeesOf, findEmployee } from '../directory/directory.repository';
import { activeEmployeeCards, type EmployeeCard, type TeamOf } from '../directory/employee-cards';
import { timeAwayOf, type TimeAwayRow } from '../leave/time-away.repository';
import { employeeCalendars } from '../timekeeping/employee-calendar';

/** Who is looking, as far as the calendar cares. */
export interface CalendarViewer {
  employeeNumber: string | null;
  /** May read everyone's applications: the whole organisation and every kind of leave. */
  readsEveryone: boolean;
}

/** The viewer's team: their department, their direct reports and themselves. */
async function teamOf(tx: Tx, orgId: string, employeeNumber: string | null): Promise<TeamOf> {
  if (!employeeNumber) return {};
  const own = await findEmployee(tx, orgId, employeeNumber);
  return { department: own?.department, reportsTo: employeeNumber, members: [employeeNumber] };
}

/** Leave as the viewer may see it: the kind of leave is the person's own to tell. */
function asSeenBy(viewer: CalendarViewer, row: TimeAwayRow): TimeAway {
  const { employeeNumber, name, kind, leaveType, dateFrom, dateTo, status } = row;
  const told = viewer.readsEveryone || employeeNumber === viewer.employeeNumber;
  return {
    employeeNumber,
    name,
    kind,
    dateFrom,
    dateTo,
    status,
    ...(told && leaveType ? { leaveType } : {}),
  };
}

/** The holidays anyone shown keeps: the nationwide ones and those of their sites. */
function keptHolidays(
  holidays: readonly CompanyHolidayData[],
  shown: readonly EmployeeCard[],
): TeamHoliday[] {
  const sites = new Set(shown.flatMap((card) => (card.site ? [card.site.id] : [])));
  return holidays
    .filter((holiday) => holiday.scope === 'Nationwide' || sites.has(holiday.site?.id ?? ''))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
    .slice(0, TEAM_CALENDAR_MAX_CHOICES)
    .map((holiday) => ({
      date: holiday.date,
      name: holiday.name,
      type: holiday.type,
      site: holiday.scope === 'Nationwide' ? null : (holiday.site?.label ?? null),
    }));
}

/**
 * Who of the viewer's team (or of the organisation) is out over `[from, to]`: their leave and
 * official business, approved and pending, their rest days from their own work calendars, and
 * the holidays they keep. The filters narrow the scope and offer what it holds.
 */
export async function teamCalendar(
  tx: Tx,
  orgId: string,
  viewer: CalendarViewer,
  query: TeamCalendarQuery,
): Promise<TeamCalendar> {
  const { from, to } = query;
  const scope = query.scope ?? 'team';
  const team = scope === 'team' ? await teamOf(tx, orgId, viewer.employeeNumber) : null;
  const {
    cards: shown,
    total,
    choices: filters,
  } = await activeEmployeeCards(tx, orgId, from, team, {
    filters: query,
    limit: TEAM_CALENDAR_MAX_PEOPLE,
    choices: TEAM_CALENDAR_MAX_CHOICES,
  });
  const numbers = shown.map((card) => card.employeeNumber);
  const away = await timeAwayOf(tx, orgId, numbers, from, to, TEAM_CALENDAR_MAX_AWAY);
  const { calendars, holidays } = await employeeCalendars(
    tx,
    orgId,
    await employeesOf(tx, orgId, numbers),
    from,
    to,
  );
  return {
    scope,
    canSeeOrganization: viewer.readsEveryone,
    people: shown.map((card) => ({
      employeeNumber: card.employeeNumber,
      name: card.name,
      department: card.department,
      site: card.site?.label ?? null,
      restDays: (calendars.get(card.employeeNumber)?.days ?? [])
        .filter((day) => day.restDay)
        .map((day) => day.date),
    })),
    total,
    timeAway: away.map((row) => asSeenBy(viewer, row)),
    holidays: keptHolidays(holidays, shown),
    filters,
  };
}
