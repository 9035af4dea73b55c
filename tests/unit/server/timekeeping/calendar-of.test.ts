import { describe, expect, it } from 'vitest';
import type {
  CompanyHolidayData,
  ErsEmployeeData,
  ScheduleRosterData,
  ScheduleTemplateData,
} from '../../../../src/shared/forms/record-types.generated';
import type { ApprovedApplication } from '../../../../src/server/timekeeping/application-calendar';
import { calendarOf } from '../../../../src/server/timekeeping/calendar-of';
import { describeSchedule } from '../../../../src/server/timekeeping/schedule-calendar';

// Monday 2 to Sunday 8 November 2026. The pure calendar both recompute paths build on.
const FROM = '2026-11-02';
const TO = '2026-11-08';

const template = (code: string, start: string, end: string, isDefault = false) => ({
  id: `id-${code}`,
  data: {
    code,
    name: code,
    shifts: [{ start, end }],
    isDefault,
    active: true,
  } as ScheduleTemplateData,
});
const TEMPLATES = [template('DAY', '08:00', '17:00', true), template('NIGHT', '22:00', '07:00')];

const employee = (extra: Partial<ErsEmployeeData> = {}): ErsEmployeeData => ({
  employeeNumber: 'E-1',
  lastName: 'Cruz',
  firstName: 'Ana',
  active: true,
  ...extra,
});

const holiday = (date: string, scope: 'Nationwide' | 'One site', siteId?: string) =>
  ({
    date,
    name: date,
    type: 'Regular holiday',
    scope,
    ...(siteId ? { site: { id: siteId, label: siteId } } : {}),
  }) as CompanyHolidayData;

const schedules = (
  person: ErsEmployeeData,
  sources: Partial<Parameters<typeof calendarOf>[3]> = {},
) =>
  calendarOf(person, FROM, TO, {
    templates: TEMPLATES,
    holidays: [],
    approved: [],
    rosters: [],
    ...sources,
  })
    .days.map((day) => `${day.date.slice(8)} ${describeSchedule(day)}`)
    .join(', ');

describe('calendarOf', () => {
  it('takes the employee template, or the default when theirs is missing or gone', () => {
    expect(schedules(employee({ scheduleTemplate: { id: 'id-NIGHT', label: 'Night' } }))).toBe(
      '02 22:00–07:00, 03 22:00–07:00, 04 22:00–07:00, 05 22:00–07:00, 06 22:00–07:00, 07 Rest day, 08 Rest day',
    );
    expect(schedules(employee({ scheduleTemplate: { id: 'deleted', label: 'Old' } }))).toBe(
      schedules(employee()),
    );
    expect(schedules(employee(), { templates: [] })).toContain('02 No schedule');
  });

  it('uses the employee rest days, the weekend when none are given', () => {
    expect(schedules(employee({ restDays: ['Monday'] }))).toMatch(/^02 Rest day, 03 08:00/);
    expect(schedules(employee())).toMatch(/07 Rest day, 08 Rest day$/);
  });

  it('gives an employee the nationwide holidays and their own site only', () => {
    const holidays = [
      holiday('2026-11-03', 'Nationwide'),
      holiday('2026-11-04', 'One site', 'cebu'),
      holiday('2026-11-05', 'One site', 'davao'),
    ];
    const atCebu = calendarOf(employee({ site: { id: 'cebu', label: 'Cebu' } }), FROM, TO, {
      templates: TEMPLATES,
      holidays,
      approved: [],
      rosters: [],
    });
    expect(atCebu.days.filter((day) => day.holidays.length > 0).map((day) => day.date)).toEqual([
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('lays a change of work schedule over the template, rest days included', () => {
    const change = {
      kind: 'change-work-schedule',
      details: {
        dateFrom: '2026-11-06',
        dateTo: '2026-11-07',
        scheduleTemplate: { id: 'id-NIGHT', label: 'Night' },
        reason: 'Cover',
      },
      chargeMinutes: 0,
    } as ApprovedApplication;
    expect(schedules(employee(), { approved: [change] })).toMatch(
      /05 08:00–17:00, 06 22:00–07:00, 07 22:00–07:00, 08 Rest day$/,
    );
  });

  describe('rosters', () => {
    const roster = (extra: Partial<ScheduleRosterData>): ScheduleRosterData => ({
      name: 'Roster',
      appliesTo: 'Department',
      department: 'Operations',
      dateFrom: '2026-11-04',
      dateTo: '2026-11-05',
      ...extra,
    });
    const night = { id: 'id-NIGHT', label: 'Night' };
    const inOperations = employee({ department: ' operations ' });

    it("puts the department's template and rest days on the roster's dates only", () => {
      const rosters = [roster({ scheduleTemplate: night, restDays: ['Thursday'] })];
      expect(schedules(inOperations, { rosters })).toBe(
        '02 08:00–17:00, 03 08:00–17:00, 04 22:00–07:00, 05 Rest day, 06 08:00–17:00, 07 Rest day, 08 Rest day',
      );
      expect(schedules(employee({ department: 'Finance' }), { rosters })).toBe(
        schedules(employee()),
      );
    });

    it('keeps what the roster leaves empty: rest days alone keep the template', () => {
      const rosters = [
        roster({ dateFrom: '2026-11-01', dateTo: '2026-11-30', restDays: ['Sunday'] }),
      ];
      expect(schedules(inOperations, { rosters })).toMatch(/07 08:00–17:00, 08 Rest day$/);
    });

    it("lets an employee's own roster beat their department's, and a later start an earlier", () => {
      const rosters = [
        roster({
          appliesTo: 'Employee',
          employee: { id: 'x', label: 'Cruz, Ana', employeeNumber: 'E-1' },
          dateFrom: '2026-11-02',
          dateTo: '2026-11-02',
          scheduleTemplate: night,
        }),
        roster({ dateFrom: '2026-11-02', dateTo: '2026-11-06', restDays: ['Monday'] }),
        roster({ dateFrom: '2026-11-03', dateTo: '2026-11-03', restDays: ['Tuesday'] }),
      ];
      expect(schedules(inOperations, { rosters })).toMatch(
        /^02 22:00–07:00, 03 Rest day, 04 08:00–17:00, 05 08:00–17:00, 06 08:00–17:00, 07 Rest day/,
      );
    });

    it('gives way to an approved change of work schedule', () => {
      const change = {
        kind: 'change-work-schedule',
        details: {
          dateFrom: '2026-11-05',
          dateTo: '2026-11-05',
          scheduleTemplate: night,
          reason: 'x',
        },
        chargeMinutes: 0,
      } as ApprovedApplication;
      const rosters = [roster({ restDays: ['Thursday'] })];
      expect(schedules(inOperations, { rosters, approved: [change] })).toMatch(/05 22:00–07:00/);
    });

    it("says where each date's schedule came from: usual, a roster or an approved change", () => {
      const change = {
        kind: 'change-work-schedule',
        details: {
          dateFrom: '2026-11-05',
          dateTo: '2026-11-06',
          scheduleTemplate: night,
          reason: 'x',
        },
        chargeMinutes: 0,
      } as ApprovedApplication;
      const { days } = calendarOf(inOperations, FROM, TO, {
        templates: TEMPLATES,
        holidays: [],
        approved: [change],
        rosters: [roster({ restDays: ['Wednesday'] })],
      });
      expect(days.map((day) => `${day.date.slice(8)} ${day.source}`)).toEqual([
        '02 usual',
        '03 usual',
        '04 roster',
        '05 change',
        '06 change',
        '07 usual',
        '08 usual',
      ]);
      expect(days[2]).toMatchObject({ restDay: true, duties: [] });
    });
  });

  it('plans each day with the template and site in force on it, by the employee movements', () => {
    const moved = employee({
      scheduleTemplate: { id: 'id-NIGHT', label: 'Night' },
      site: { id: 'cebu', label: 'Cebu' },
    });
    // Applied on Thursday the 5th: days before it keep the day shift it replaced.
    const movements = [
      {
        effectiveDate: '2026-11-05',
        status: 'Applied' as const,
        scheduleTemplate: { id: 'id-NIGHT', label: 'Night' },
        site: { id: 'cebu', label: 'Cebu' },
        before: { scheduleTemplate: { id: 'id-DAY', label: 'Day' } },
      },
    ];
    const holidays = [
      holiday('2026-11-03', 'One site', 'cebu'),
      holiday('2026-11-06', 'One site', 'cebu'),
    ];
    expect(schedules(moved, { movements })).toBe(
      '02 08:00–17:00, 03 08:00–17:00, 04 08:00–17:00, 05 22:00–07:00, 06 22:00–07:00, 07 Rest day, 08 Rest day',
    );
    // Cebu's holidays count from the transfer on, not before.
    const days = calendarOf(moved, FROM, TO, {
      templates: TEMPLATES,
      holidays,
      approved: [],
      rosters: [],
      movements,
    }).days;
    expect(days.filter((day) => day.holidays.length > 0).map((day) => day.date)).toEqual([
      '2026-11-06',
    ]);
  });
});
