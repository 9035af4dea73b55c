import { Type, type Static } from 'typebox';
import { OffsetSchema } from './paging';

const DateSchema = Type.String({ format: 'date' });

/** The most dates one board shows: a month. */
export const SCHEDULE_BOARD_MAX_DAYS = 31;

/**
 * `POST /api/hcm/all-schedules`: a page of active employees' schedules over a date range,
 * searched by name, employee number or department.
 */
export const ScheduleBoardRequestSchema = Type.Object(
  {
    from: DateSchema,
    to: DateSchema,
    q: Type.Optional(Type.String({ maxLength: 100 })),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    offset: Type.Optional(OffsetSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type ScheduleBoardRequest = Static<typeof ScheduleBoardRequestSchema>;

/** One employee on one date: the schedule as the time record reads it, and why. */
export const ScheduleBoardDaySchema = Type.Object({
  date: DateSchema,
  /** The day's shifts as text, e.g. "08:00–17:00", or "Rest day". */
  schedule: Type.String(),
  restDay: Type.Boolean(),
  /** The names of the holidays the employee keeps on this date, or null. */
  holiday: Type.Union([Type.String(), Type.Null()]),
  /** A roster of the employee or their department set this date's schedule. */
  rostered: Type.Boolean(),
  /** An approved change of work schedule set it. */
  changed: Type.Boolean(),
  /** Approved leave or compensatory time off covers the day's shifts. */
  onLeave: Type.Boolean(),
});
export type ScheduleBoardDay = Static<typeof ScheduleBoardDaySchema>;

export const ScheduleBoardResponseSchema = Type.Object({
  dates: Type.Array(DateSchema),
  /** Employees matching the search, on every page. */
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      /** "Last, First", as the time records name an employee. */
      name: Type.String(),
      department: Type.Union([Type.String(), Type.Null()]),
      days: Type.Array(ScheduleBoardDaySchema),
    }),
  ),
});
export type ScheduleBoardResponse = Static<typeof ScheduleBoardResponseSchema>;
