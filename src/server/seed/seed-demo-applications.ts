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
import { DEMO_ORGANIZATIONS, type DemoDates } from './demo-organizations';

/** Opening balances every demo employee starts with, in days. */
const OPENING_DAYS = { 'Vacation leave': 10, 'Sick leave': 8 };

/** 0 Sunday .. 6 Saturday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (date: string) => (dayIndexOfDate(date) + 4) % 7;

function demoDates(today: string): DemoDates {
  const monday = dateAfter(today, 8 - (weekdayOf(today) || 7));
  let lastWorkday = dateAfter(today, -1);
  while (weekdayOf(lastWorkday) === 0 || weekdayOf(lastWorkday) === 6)
    lastWorkday = dateAfter(lastWorkday, -1);
  return { nextWeek: (weekday) => dateAfter(monday, weekday - 1), lastWorkday };
}

/**
 * Gives each demo employee opening leave balances and files the organisation's demo
 * applications through the real filing path (matrix, checks, e-mails), once.
 */
export async function seedDemoApplications(db: Kysely<Database>, publicUrl: string) {
  const dates = demoDates(todayAtWork());
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
