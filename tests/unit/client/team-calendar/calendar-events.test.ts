import { describe, expect, test } from 'vitest';
import type { TeamCalendar, TeamMember } from '../../../../src/shared/api/team-calendar';
import {
  calendarEvents,
  restDaysOf,
} from '../../../../src/client/features/team-calendar/calendar-events';

const person = (name: string, restDays: string[]): TeamMember => ({
  employeeNumber: name,
  name,
  department: 'Operations',
  site: null,
  restDays,
});

// Saturday 5 and Sunday 6 December 2026: the weekend of most; Juan rests on Monday instead.
const carla = person('Carla Mendoza', ['2026-12-05', '2026-12-06']);
const ana = person('Ana Cruz', ['2026-12-05', '2026-12-06']);
const juan = person('Juan Dela Cruz', ['2026-12-06', '2026-12-07']);

const calendar: TeamCalendar = {
  scope: 'team',
  canSeeOrganization: false,
  people: [carla, { ...juan, restDays: ['2026-12-05', '2026-12-06', '2026-12-07'] }],
  total: 2,
  timeAway: [
    {
      employeeNumber: 'Carla Mendoza',
      name: 'Carla Mendoza',
      kind: 'leave',
      leaveType: 'Vacation leave',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-02',
      status: 'Approved',
    },
    {
      employeeNumber: 'Juan Dela Cruz',
      name: 'Juan Dela Cruz',
      kind: 'leave',
      dateFrom: '2026-12-03',
      dateTo: '2026-12-03',
      status: 'Pending',
    },
    {
      employeeNumber: 'Juan Dela Cruz',
      name: 'Juan Dela Cruz',
      kind: 'official-business',
      dateFrom: '2026-12-04',
      dateTo: '2026-12-04',
      status: 'Approved',
    },
  ],
  holidays: [
    { date: '2026-12-08', name: 'Feast of the Immaculate Conception', type: 'x', site: null },
    { date: '2026-12-09', name: 'Charter Day', type: 'x', site: 'Cebu branch' },
  ],
  filters: { departments: [], sites: [], managers: [] },
};

describe('the team calendar’s events', () => {
  test('shades the rest days most share, and lists a rest day on a day most work', () => {
    expect(restDaysOf([carla, ana, juan])).toEqual({
      usual: ['2026-12-05', '2026-12-06'],
      own: [{ person: juan, date: '2026-12-07' }],
    });
    // Two people, each off on a day the other works: neither day is usual.
    expect(restDaysOf([carla, juan])).toEqual({
      usual: ['2026-12-06'],
      own: [
        { person: carla, date: '2026-12-05' },
        { person: juan, date: '2026-12-07' },
      ],
    });
    expect(restDaysOf([])).toEqual({ usual: [], own: [] });
  });

  test('draws time away as all-day events ending after their last day, pending ones said so', () => {
    const away = calendarEvents(calendar, 'grid').filter((event) => event.id?.startsWith('away'));
    expect(away).toEqual([
      expect.objectContaining({
        title: 'Carla Mendoza: Vacation leave',
        start: '2026-12-01',
        end: '2026-12-03',
        allDay: true,
        classNames: ['hcm-away', 'hcm-approved', 'hcm-leave'],
      }),
      expect.objectContaining({
        title: 'Juan Dela Cruz: Leave (pending)',
        end: '2026-12-04',
        classNames: ['hcm-away', 'hcm-pending', 'hcm-leave'],
      }),
      expect.objectContaining({
        title: 'Juan Dela Cruz: Official business',
        classNames: ['hcm-away', 'hcm-approved', 'hcm-official-business'],
      }),
    ]);
  });

  test('shades holidays and shared rest days behind a grid, and lists them in a list', () => {
    const marks = (layout: 'grid' | 'list') =>
      calendarEvents(calendar, layout)
        .filter((event) => !event.id)
        .map(({ title, start, display }) => ({ title, start, display }));
    expect(marks('grid')).toEqual([
      { title: 'Rest day', start: '2026-12-05', display: 'background' },
      { title: 'Rest day', start: '2026-12-06', display: 'background' },
      {
        title: 'Feast of the Immaculate Conception',
        start: '2026-12-08',
        display: 'background',
      },
      { title: 'Charter Day (Cebu branch)', start: '2026-12-09', display: 'background' },
      { title: 'Juan Dela Cruz: rest day', start: '2026-12-07', display: undefined },
    ]);
    expect(marks('list').map((mark) => [mark.title, mark.display])).toEqual([
      ['Rest day', undefined],
      ['Rest day', undefined],
      ['Holiday: Feast of the Immaculate Conception', undefined],
      ['Holiday: Charter Day (Cebu branch)', undefined],
      ['Juan Dela Cruz: rest day', undefined],
    ]);
  });
});
