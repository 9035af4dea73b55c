import { describe, expect, it } from 'vitest';
import {
  JOB_QUEUE,
  RECURRING,
  scheduledAsDeclared,
  type InstalledQueue,
} from '../../../../src/server/jobs/job-schema';

/** The queues and schedules as installJobSchema leaves them. */
const installed = (): InstalledQueue[] => [
  { name: JOB_QUEUE, cron: null, timezone: null },
  { name: '__pgboss__send-it', cron: null, timezone: null },
  ...Object.entries(RECURRING).map(([name, declared]) => ({
    name,
    cron: declared.cron,
    timezone: 'tz' in declared ? declared.tz : 'UTC',
  })),
];

describe('scheduledAsDeclared (a start installs queues and schedules only when they differ)', () => {
  it('is true for what the install leaves', () => {
    expect(scheduledAsDeclared(installed())).toBe(true);
  });

  it('is false on a new database and when a queue is missing', () => {
    expect(scheduledAsDeclared([])).toBe(false);
    expect(scheduledAsDeclared(installed().filter((q) => q.name !== JOB_QUEUE))).toBe(false);
  });

  it('is false when a schedule changed its time or zone, or is missing', () => {
    const changed = (patch: Partial<InstalledQueue>) =>
      installed().map((q) => (q.name === 'hcm-accrue-leave' ? { ...q, ...patch } : q));
    expect(scheduledAsDeclared(changed({ cron: '0 0 1 * *' }))).toBe(false);
    expect(scheduledAsDeclared(changed({ timezone: 'UTC' }))).toBe(false);
    expect(scheduledAsDeclared(changed({ cron: null, timezone: null }))).toBe(false);
  });

  it('is false when a schedule no longer declared is still there', () => {
    expect(
      scheduledAsDeclared([
        ...installed(),
        { name: 'hcm-retired', cron: '* * * * *', timezone: 'UTC' },
      ]),
    ).toBe(false);
    expect(
      scheduledAsDeclared(
        installed().map((q) => (q.name === JOB_QUEUE ? { ...q, cron: '* * * * *' } : q)),
      ),
    ).toBe(false);
  });
});
