import { beforeAll, expect, it } from 'vitest';
import type { LeavePreview } from '../../src/shared/api/leave-preview';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { weekday, workingDays } from './support/work-dates';

const preview = (caller: ApiCaller, query: Record<string, string>) =>
  ok<LeavePreview>(
    caller,
    'GET',
    `/api/hcm/leave-preview?${new URLSearchParams({ dayPart: 'Whole day', ...query }).toString()}`,
  );

const fileLeave = (caller: ApiCaller, dateFrom: string, dateTo: string) =>
  ok(caller, 'POST', '/api/hcm/application', {
    kind: 'leave',
    details: {
      leaveType: 'Sick leave',
      dateFrom,
      dateTo,
      dayPart: 'Whole day',
      reason: 'Check-up',
    },
  });

describeOnEachDatabase('the leave form’s preview', (current) => {
  let carla: ApiCaller;
  // A Monday-to-Friday week far enough ahead that nothing else is filed in it.
  const monday = weekday(20, 1);
  const wednesday = weekday(20, 3);
  const friday = weekday(20, 5);

  beforeAll(async () => {
    carla = await signIn(current().app, 'acme', 'employee');
  });

  it('says how many working days the leave covers and what it takes from the balance', async () => {
    const days = workingDays(monday, wednesday);
    expect(
      await preview(carla, { dateFrom: monday, dateTo: wednesday, leaveType: 'Vacation leave' }),
    ).toMatchObject({ workingDays: days, chargeMinutes: days * 480, team: 'Operations' });
    expect(
      await preview(carla, {
        dateFrom: monday,
        dateTo: monday,
        dayPart: 'First half',
        leaveType: 'Vacation leave',
      }),
    ).toMatchObject({ chargeMinutes: workingDays(monday, monday) ? 240 : 0 });
    // Unpaid, or not chosen yet: nothing is taken.
    for (const leaveType of ['Leave without pay', undefined])
      expect(
        (
          await preview(carla, {
            dateFrom: monday,
            dateTo: friday,
            ...(leaveType ? { leaveType } : {}),
          })
        ).chargeMinutes,
      ).toBe(0);
  });

  it('names the colleagues of the department out on those days, and nobody else', async () => {
    await fileLeave(await signIn(current().app, 'acme', 'approver'), wednesday, friday);
    await fileLeave(await signIn(current().app, 'acme', 'payroll'), monday, friday);
    await fileLeave(await signIn(current().app, 'icare', 'approver'), monday, friday);
    const { colleaguesOut } = await preview(carla, { dateFrom: monday, dateTo: wednesday });
    // Ramon (Operations) only: Ana is in Finance, and icare's 2022-0004 is another person.
    expect(colleaguesOut).toEqual([
      {
        employeeNumber: '2022-0004',
        name: 'Ramon Dela Cruz',
        dateFrom: wednesday,
        dateTo: friday,
        status: 'Pending',
      },
    ]);
    expect(JSON.stringify(colleaguesOut)).not.toContain('Sick');
    expect((await preview(carla, { dateFrom: monday, dateTo: monday })).colleaguesOut).toEqual([]);
  });

  it('refuses a span that ends before it starts, or runs past a year, naming dateTo', async () => {
    for (const dateTo of ['2026-01-01', '2028-06-01']) {
      const response = await carla.call(
        'GET',
        `/api/hcm/leave-preview?dateFrom=2027-01-04&dateTo=${dateTo}&dayPart=Whole%20day`,
      );
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields?.[0]?.path).toBe('/dateTo');
    }
  });
});
