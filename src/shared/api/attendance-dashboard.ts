import { Type, type Static } from 'typebox';
import { SHEET_FORMATS } from './payroll-downloads';

/** The longest period one view covers. */
export const ATTENDANCE_MAX_DAYS = 366;
/** The breakdowns of the dashboard, each a table and a download. */
export const ATTENDANCE_BREAKDOWNS = ['day', 'department', 'site'] as const;
export type AttendanceBreakdown = (typeof ATTENDANCE_BREAKDOWNS)[number];
/** The label of time records whose employee has no department or site. */
export const ATTENDANCE_UNASSIGNED = 'Unassigned';

const DateSchema = Type.String({ format: 'date' });
const Count = Type.Integer({ minimum: 0 });
const Filter = Type.String({ minLength: 1, maxLength: 80 });

export const AttendanceQuerySchema = Type.Object(
  {
    from: DateSchema,
    to: DateSchema,
    department: Type.Optional(Filter),
    site: Type.Optional(Filter),
    /** `json` (the default) answers the figures; `csv` or `xlsx` downloads one breakdown. */
    format: Type.Optional(Type.Enum(SHEET_FORMATS)),
    by: Type.Optional(Type.Enum(ATTENDANCE_BREAKDOWNS)),
  },
  { additionalProperties: false },
);
export type AttendanceQuery = Static<typeof AttendanceQuerySchema>;

/** One group's figures: days are employee-days of the time records. */
const AttendanceFiguresSchema = Type.Object(
  {
    /** The date (`YYYY-MM-DD`), department or site; '' for the whole period. */
    key: Type.String({ maxLength: 200 }),
    /** Employee-days with scheduled work. */
    scheduled: Count,
    /** Employee-days with time worked. */
    present: Count,
    absent: Count,
    /** Employee-days on paid or unpaid leave. */
    onLeave: Count,
    /** Employee-days with any lateness, and the minutes late in all. */
    late: Count,
    lateMinutes: Count,
    undertimeMinutes: Count,
    /** Employee-days with overtime, and its minutes. */
    overtime: Count,
    overtimeMinutes: Count,
  },
  { additionalProperties: false },
);
export type AttendanceFigures = Static<typeof AttendanceFiguresSchema>;

export const AttendanceDashboardSchema = Type.Object(
  {
    from: DateSchema,
    to: DateSchema,
    totals: AttendanceFiguresSchema,
    byDay: Type.Array(AttendanceFiguresSchema),
    byDepartment: Type.Array(AttendanceFiguresSchema),
    bySite: Type.Array(AttendanceFiguresSchema),
    /** What the filters offer: every department and site with time records in the period. */
    departments: Type.Array(Type.String()),
    sites: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type AttendanceDashboard = Static<typeof AttendanceDashboardSchema>;
