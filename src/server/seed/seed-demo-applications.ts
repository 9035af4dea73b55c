import { grantsOf } from '../../shared/access/grants';
import type { Kysely } from 'kysely';
import { MINUTES_PER_LEAVE_DAY } from '../../shared/api/leave-credits';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { fileApplication } from '../applications/application-filing';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { addLedgerEntry } from '../leave/leave-ledger.repository';
import { findOrgFlags } from '../organization/organization.repository';
import { dayIndexOfDate } from '../timekeeping/dtr/local-time';
import { dateAfter } from '../timekeeping/schedule-calendar';
import { holidaysBetween } from '../timekeeping/timekeeping-sources.repository';
import { DEMO_ORGANIZATIONS, type DemoDates } from './demo-organizations';

/** Opening balances every demo employee starts with, in days. */
const OPENING_DAYS = { 'Vacation leave': 10, 'Sick leave': 8 };

/** 0 Sunday .. 6 Saturday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (date: string) => (dayIndexOfDate(date) + 4) % 7;

/** Days looked at around today for the demo's dates: the last working day, and next week. */
const LOOK_BACK_DAYS = 21;
const LOOK_AHEAD_DAYS = 14;

/**
 * The demo's dates around `today`: the last working day before it, and next week's working days
 * (overtime on a holiday is filed as a holiday shift, and a leave of a holiday alone takes
 * nothing). The leave stays in next week, as the weeks after it are the tests' to file in: the
 * `n`th weekday is next week's `n`th working day, or its last.
 */
export function demoDates(today: string, holidays: ReadonlySet<string>): DemoDates {
  const offDay = (date: string) =>
    weekdayOf(date) === 0 || weekdayOf(date) === 6 || holidays.has(date);
  let lastWorkday = dateAfter(today, -1);
  while (offDay(lastWorkday)) lastWorkday = dateAfter(lastWorkday, -1);
  const monday = dateAfter(today, 8 - (weekdayOf(today) || 7));
  const week = [0, 1, 2, 3, 4].map((day) => dateAfter(monday, day));
  const workdays = week.filter((date) => !holidays.has(date));
  const days = workdays.length > 0 ? workdays : week;
  return { nextWeek: (weekday) => days[Math.min(weekday, days.length) - 1]!, lastWorkday };
}

/**
 * Gives each demo employee opening leave balances and files the organisation's demo
 * applications through the real filing path (matrix, checks, e-mails), once.
 */
export async function seedDemoApplications(db: Kysely<Database>, publicUrl: string) {
  const today = todayAtWork();
  for (const org of DEMO_ORGANIZATIONS) {
    const flags = await findOrgFlags(db, org.orgId);
    await withOrg(db, org.orgId, async (tx) => {
      const started = await tx
        .selectFrom('leave_ledger')
        .select('entry_id')
        .where('org_id', '=', org.orgId)
        .limit(1)
        .executeTakeFirst();
      if (started) return;
      const holidays = await holidaysBetween(
        tx,
        org.orgId,
        dateAfter(today, -LOOK_BACK_DAYS),
        dateAfter(today, LOOK_AHEAD_DAYS),
      );
      const dates = demoDates(today, new Set(holidays.map((holiday) => holiday.date)));
      for (const user of org.users)
        for (const [leaveType, days] of Object.entries(OPENING_DAYS))
          await addLedgerEntry(tx, org.orgId, {
            employeeNumber: user.employeeNumber,
            leaveType,
            minutes: days * MINUTES_PER_LEAVE_DAY,
            reason: 'adjustment',
            note: 'Opening balance',
            recordedBy: 'seed',
          });
      const accounts = await tx
        .selectFrom('accounts')
        .select(['account_id', 'username', 'roles'])
        .where('org_id', '=', org.orgId)
        .execute();
      for (const application of org.applications) {
        const filer = accounts.find((account) => account.username === application.by);
        if (!filer) continue;
        await fileApplication(
          tx,
          { orgId: org.orgId, publicUrl },
          {
            orgId: org.orgId,
            accountId: filer.account_id,
            sessionId: 'seed',
            via: 'session',
            grants: grantsOf(filer.roles, []),
            username: filer.username,
          },
          {
            kind: application.kind,
            details: application.details(dates) as Record<string, unknown>,
          },
          flags,
        );
      }
    });
  }
}
