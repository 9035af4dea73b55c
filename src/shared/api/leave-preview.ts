import { Type, type Static } from 'typebox';
import { DAY_PARTS } from './application-details';

/** The most colleagues a preview names: a team's calendar is the place for more. */
export const COLLEAGUES_OUT_MAX = 20;
/** The longest span a preview reads, as a leave may be filed for. */
export const LEAVE_PREVIEW_MAX_DAYS = 366;

const LocalDate = Type.String({ format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' });

/** `GET /api/hcm/leave-preview`: the caller's leave as the form stands, before it is filed. */
export const LeavePreviewQuerySchema = Type.Object(
  {
    dateFrom: LocalDate,
    dateTo: LocalDate,
    dayPart: Type.Enum(DAY_PARTS),
    /** Unknown or unpaid types take nothing from a balance. */
    leaveType: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type LeavePreviewQuery = Static<typeof LeavePreviewQuerySchema>;

const ColleagueOutSchema = Type.Object(
  {
    employeeNumber: Type.String(),
    name: Type.String(),
    /** Only the dates and whether it is decided: the kind of leave is the colleague's own. */
    dateFrom: LocalDate,
    dateTo: LocalDate,
    status: Type.Union([Type.Literal('Approved'), Type.Literal('Pending')]),
  },
  { additionalProperties: false },
);
export type ColleagueOut = Static<typeof ColleagueOutSchema>;

export const LeavePreviewSchema = Type.Object(
  {
    /** Working days of the caller's own calendar in the span (rest days, holidays left out). */
    workingDays: Type.Integer({ minimum: 0 }),
    /** What the leave takes from its balance (0 for an unpaid or unknown type). */
    chargeMinutes: Type.Integer({ minimum: 0 }),
    /** The caller's department: whose leave and official business are shown. */
    team: Type.Union([Type.String(), Type.Null()]),
    colleaguesOut: Type.Array(ColleagueOutSchema, { maxItems: COLLEAGUES_OUT_MAX }),
  },
  { additionalProperties: false },
);
export type LeavePreview = Static<typeof LeavePreviewSchema>;
