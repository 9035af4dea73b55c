import { Type, type Static } from 'typebox';
import { SHEET_FORMATS } from './payroll-downloads';

/** The periods the dashboard offers; the API takes any whole number of months in range. */
export const DASHBOARD_MONTH_CHOICES = [6, 12, 24, 36] as const;
export const DASHBOARD_MAX_MONTHS = 36;
/** The most rows one breakdown carries; the rest are summed into one "Others" row. */
export const DASHBOARD_MAX_GROUPS = 100;
/** The label of the row that sums the groups past `DASHBOARD_MAX_GROUPS`. */
export const DASHBOARD_OTHERS_LABEL = 'Others';
/** The label of employees without a department or site. */
export const DASHBOARD_UNASSIGNED_LABEL = 'Unassigned';
/** The label of employees without an employment status, gender or separation reason. */
export const DASHBOARD_UNSPECIFIED_LABEL = 'Unspecified';

/** Tenure bands, by completed years of service today; `unknown` has no hire date. */
export const TENURE_BANDS = [
  '< 1 year',
  '1–2 years',
  '2–5 years',
  '5–10 years',
  '10+ years',
  'Unknown',
] as const;
/** Age bands, by age today; `Unknown` has no birth date. */
export const AGE_BANDS = ['Under 25', '25–34', '35–44', '45–54', '55 and over', 'Unknown'] as const;

const Count = Type.Integer({ minimum: 0, maximum: 10_000_000 });
const Filter = Type.String({ minLength: 1, maxLength: 80 });

export const WorkforceDashboardQuerySchema = Type.Object(
  {
    /** How many calendar months back the period reaches, the current month included. */
    months: Type.Optional(Type.Integer({ minimum: 1, maximum: DASHBOARD_MAX_MONTHS, default: 12 })),
    /** Only the employees of a department, site or employment type, named as the breakdowns name them. */
    department: Type.Optional(Filter),
    site: Type.Optional(Filter),
    employmentType: Type.Optional(Filter),
    /** `json` (the default) answers the figures; `csv` or `xlsx` downloads today's breakdowns. */
    format: Type.Optional(Type.Enum(SHEET_FORMATS)),
  },
  { additionalProperties: false },
);

const GroupCountSchema = Type.Object(
  { label: Type.String({ minLength: 1, maxLength: 200 }), count: Count },
  { additionalProperties: false },
);
export type GroupCount = Static<typeof GroupCountSchema>;

const Groups = (maxItems = DASHBOARD_MAX_GROUPS + 1) => Type.Array(GroupCountSchema, { maxItems });

const MonthFiguresSchema = Type.Object(
  {
    /** `YYYY-MM`. */
    month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
    /** Hire dates in the month, up to today. */
    hires: Count,
    /** Separation dates in the month, up to today. */
    separations: Count,
    /** On the roll at the month's end (today for the current month). */
    headcount: Count,
  },
  { additionalProperties: false },
);
export type MonthFigures = Static<typeof MonthFiguresSchema>;

/**
 * `GET /api/hcm/workforce-dashboard`: workforce figures from the employee master as of the
 * working day's date. On the roll on a date: hired on or before it (or no hire date), not
 * separated on or before it, and active — for a past date, an employee inactive today counts
 * when a separation on or before today says when they left.
 */
export const WorkforceDashboardSchema = Type.Object(
  {
    /** The working day's date the figures are as of (`YYYY-MM-DD`). */
    asOf: Type.String({ format: 'date' }),
    /** The period: the first day of its first month to `asOf`. */
    periodStart: Type.String({ format: 'date' }),
    months: Type.Integer({ minimum: 1, maximum: DASHBOARD_MAX_MONTHS }),
    /** Live employee master records, whatever their status. */
    employees: Count,
    headcount: Count,
    hires: Count,
    separations: Count,
    /** Oldest month first. */
    byMonth: Type.Array(MonthFiguresSchema, { minItems: 1, maxItems: DASHBOARD_MAX_MONTHS }),
    /** Headcount today, largest first. */
    byDepartment: Groups(),
    bySite: Groups(),
    byEmploymentStatus: Groups(),
    byEmploymentType: Groups(),
    byGender: Groups(),
    /** Headcount today in `TENURE_BANDS`, in that order, each band present. */
    tenure: Type.Object(
      {
        bands: Groups(TENURE_BANDS.length),
        /** Mean years of service of those with a hire date, one decimal; null when none. */
        averageYears: Type.Union([Type.Number({ minimum: 0, maximum: 200 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    /** Headcount today in `AGE_BANDS`, in that order, each band present. */
    ageBands: Groups(AGE_BANDS.length),
    turnover: Type.Object(
      {
        /** Mean of the months' headcounts. */
        averageHeadcount: Type.Number({ minimum: 0, maximum: 10_000_000 }),
        /** Separations in the period ÷ average headcount, in percent, one decimal. */
        percent: Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    /** Separations in the period by reason, most first. */
    separationsByReason: Groups(),
  },
  { additionalProperties: false },
);
export type WorkforceDashboard = Static<typeof WorkforceDashboardSchema>;
export type WorkforceDashboardQuery = Static<typeof WorkforceDashboardQuerySchema>;
/** The filters of the dashboard, each a breakdown's name for a group. */
export type WorkforceFilters = Pick<
  WorkforceDashboardQuery,
  'department' | 'site' | 'employmentType'
>;
