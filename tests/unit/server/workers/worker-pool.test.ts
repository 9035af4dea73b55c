import { afterAll, describe, expect, it } from 'vitest';
import type { ScheduleTemplateData } from '../../../../src/shared/forms/record-types.generated';
import {
  changedDtrOf,
  type EmployeesDtrInput,
} from '../../../../src/server/timekeeping/dtr-days-of';
import { startOfDate } from '../../../../src/server/timekeeping/dtr/local-time';
import { closeWorkerPool, runInWorker } from '../../../../src/server/workers/worker-pool';

// Two employees on the default day shift for Monday 2 to Sunday 8 November 2026, one of them
// punching in late on Monday, as a recompute's chunk hands them to a thread.
const DAY = {
  id: 'id-day',
  data: {
    code: 'DAY',
    name: 'Day',
    shifts: [{ start: '08:00', end: '17:00' }],
    isDefault: true,
    active: true,
  } as ScheduleTemplateData,
};
const monday = startOfDate('2026-11-02');
const input = (stored: EmployeesDtrInput['stored'] = new Map()): EmployeesDtrInput => ({
  orgId: 'acme',
  from: '2026-11-02',
  to: '2026-11-08',
  context: { from: '2026-10-26', to: '2026-11-09' },
  asOf: startOfDate('2026-12-01'),
  employees: ['E-1', 'E-2'].map((employeeNumber) => ({
    employeeNumber,
    lastName: 'Cruz',
    firstName: 'Ana',
    active: true,
  })),
  templates: [DAY],
  holidays: [],
  rosters: [],
  approved: [],
  punches: new Map([
    [
      'E-1',
      [
        { at: monday + 8 * 60 + 20, direction: 'in' as const },
        { at: monday + 17 * 60, direction: 'out' as const },
      ],
    ],
  ]),
  movements: new Map(),
  stored,
});

type Row = { employee_number: string; work_date: string; late_minutes: number; absent: boolean };
const rowsOf = (batches: readonly string[]) =>
  batches.flatMap((batch) => JSON.parse(batch) as (Row & { figures_digest: string })[]);

afterAll(() => closeWorkerPool());

describe('runInWorker', () => {
  it('computes a chunk of employees in a thread as this thread computes it', async () => {
    const inThread = await runInWorker('changedDtrOf', input());
    expect(inThread).toEqual(changedDtrOf(input()));
    expect(inThread.days).toBe(14);
    const monday = rowsOf(inThread.batches).filter((row) => row.work_date === '2026-11-02');
    expect(monday.map((row) => [row.employee_number, row.late_minutes, row.absent])).toEqual([
      ['E-1', 20, false],
      ['E-2', 0, true],
    ]);
  });

  it('sends only the days whose stored digest differs', async () => {
    const first = rowsOf((await runInWorker('changedDtrOf', input())).batches);
    const stored = new Map(
      first.map((row) => [`${row.employee_number}|${row.work_date}`, row.figures_digest]),
    );
    stored.set('E-2|2026-11-03', 'a digest of other figures');
    const again = await runInWorker('changedDtrOf', input(stored));
    expect(again.days).toBe(14);
    expect(rowsOf(again.batches).map((row) => `${row.employee_number}|${row.work_date}`)).toEqual([
      'E-2|2026-11-03',
    ]);
  });
});
