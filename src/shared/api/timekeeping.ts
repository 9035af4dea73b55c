import { Type, type Static } from 'typebox';

/**
 * Day types of the premium-pay table (ph-payroll reference §5.1): a special working day is
 * ordinary; a regular and a special holiday on one date make a regular holiday.
 */
export const DAY_TYPES = [
  'ordinary',
  'rest-day',
  'special',
  'special-rest-day',
  'regular-holiday',
  'regular-holiday-rest-day',
  'double-holiday',
  'double-holiday-rest-day',
] as const;
export const DayTypeSchema = Type.Enum(DAY_TYPES);
export type DayType = Static<typeof DayTypeSchema>;

const DateSchema = Type.String({ format: 'date' });
const EmployeeNumberSchema = Type.String({ minLength: 1, maxLength: 30 });
const Minutes = Type.Integer({ minimum: 0 });

export const PUNCH_DIRECTIONS = ['in', 'out'] as const;
export const PUNCH_SOURCES = ['web-bundy', 'kiosk', 'import', 'correction'] as const;

export const PunchSchema = Type.Object({
  id: Type.String(),
  employeeNumber: Type.String(),
  at: Type.String({ format: 'date-time' }),
  direction: Type.Enum(PUNCH_DIRECTIONS),
  source: Type.Enum(PUNCH_SOURCES),
  recordedBy: Type.String(),
});
export type Punch = Static<typeof PunchSchema>;

/** Paid work minutes of one kind: the premium-pay matrix is keyed by exactly these three. */
export const PayBucketSchema = Type.Object({
  dayType: DayTypeSchema,
  overtime: Type.Boolean(),
  night: Type.Boolean(),
  minutes: Minutes,
});
export type PayBucket = Static<typeof PayBucketSchema>;

/** One employee's daily time record: derived, recomputed whenever an input changes. */
export const DtrDaySchema = Type.Object({
  date: DateSchema,
  dayType: DayTypeSchema,
  /** The day's shifts as text, e.g. "08:00–17:00", or "Rest day". */
  schedule: Type.String(),
  scheduledMinutes: Minutes,
  workedMinutes: Minutes,
  lateMinutes: Minutes,
  undertimeMinutes: Minutes,
  absent: Type.Boolean(),
  absentMinutes: Minutes,
  paidLeaveMinutes: Minutes,
  unpaidLeaveMinutes: Minutes,
  officialBusinessMinutes: Minutes,
  overtimeMinutes: Minutes,
  nightMinutes: Minutes,
  holidayPayDays: Type.Integer({ minimum: 0, maximum: 2 }),
  buckets: Type.Array(PayBucketSchema),
  exceptions: Type.Array(Type.String()),
});
export type DtrDay = Static<typeof DtrDaySchema>;

/** `POST /api/hcm/time-records`: a date range of one employee (default: the caller). */
export const TimeRecordsRequestSchema = Type.Object(
  {
    employeeNumber: Type.Optional(EmployeeNumberSchema),
    from: DateSchema,
    to: DateSchema,
  },
  { additionalProperties: false },
);
export type TimeRecordsRequest = Static<typeof TimeRecordsRequestSchema>;

export const TimeRecordsResponseSchema = Type.Object({
  employeeNumber: Type.String(),
  /** The employee master record's name, or null when HR has not created one yet. */
  employeeName: Type.Union([Type.String(), Type.Null()]),
  days: Type.Array(DtrDaySchema),
  punches: Type.Array(PunchSchema),
  /** Approved applications touching the range: what the record counts besides punches. */
  approved: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.String(),
      summary: Type.String(),
      dateFrom: DateSchema,
      dateTo: DateSchema,
    }),
  ),
});
export type TimeRecordsResponse = Static<typeof TimeRecordsResponseSchema>;

/** `POST /api/hcm/web-bundy`: the caller punches now, by the server's clock. */
export const WebBundyRequestSchema = Type.Object(
  { direction: Type.Enum(PUNCH_DIRECTIONS) },
  { additionalProperties: false },
);

/** `GET /api/hcm/active-punch`: the caller's last punch and which one comes next. */
export const ActivePunchResponseSchema = Type.Object({
  last: Type.Union([PunchSchema, Type.Null()]),
  next: Type.Enum(PUNCH_DIRECTIONS),
  serverTime: Type.String({ format: 'date-time' }),
});
export type ActivePunchResponse = Static<typeof ActivePunchResponseSchema>;

/** `GET /api/hcm/server-time`: the only clock punches are stamped with. */
export const ServerTimeResponseSchema = Type.Object({
  now: Type.String({ format: 'date-time' }),
  utcOffsetMinutes: Type.Integer(),
});

/**
 * `POST /api/hcm/recompute-punch`: HR recomputes a range after changing its inputs, for one
 * employee or, without `employeeNumber`, for every employee with a master record.
 */
export const RecomputeRequestSchema = Type.Object(
  { employeeNumber: Type.Optional(EmployeeNumberSchema), from: DateSchema, to: DateSchema },
  { additionalProperties: false },
);

/** What a recompute stored: one employee's days, or how many employees and days in all. */
export const RecomputeResponseSchema = Type.Union([
  Type.Object({ days: Type.Array(DtrDaySchema) }),
  Type.Object({
    employees: Type.Integer({ minimum: 0 }),
    employeeDays: Type.Integer({ minimum: 0 }),
  }),
]);
export type RecomputeResponse = Static<typeof RecomputeResponseSchema>;

/** `GET /api/hcm/current-cutoff`: the semi-monthly cut-off holding today (1–15, 16–end). */
export const CutoffSchema = Type.Object({ from: DateSchema, to: DateSchema, label: Type.String() });
export type Cutoff = Static<typeof CutoffSchema>;
