import { Type, type Static } from 'typebox';

/** The most people one calendar shows; a filter narrows a larger view. */
export const TEAM_CALENDAR_MAX_PEOPLE = 200;
/** The longest range one calendar answers (a month view with its neighbours' weeks). */
export const TEAM_CALENDAR_MAX_DAYS = 62;
/** The most leave and official business one calendar lists. */
export const TEAM_CALENDAR_MAX_AWAY = 2000;
/** The most holidays, and choices of each filter, one calendar carries. */
export const TEAM_CALENDAR_MAX_CHOICES = 500;

const LocalDate = Type.String({ format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' });
const NullableText = Type.Union([Type.String(), Type.Null()]);

/**
 * Whose calendar: the caller's team (their department, their direct reports and themselves), or
 * the whole organisation for those who may read everyone's applications.
 */
export const TEAM_CALENDAR_SCOPES = ['team', 'organization'] as const;
export type TeamCalendarScope = (typeof TEAM_CALENDAR_SCOPES)[number];

/** `GET /api/hcm/team-calendar`: who is out over `[from, to]`; the filters only ever narrow. */
export const TeamCalendarQuerySchema = Type.Object(
  {
    from: LocalDate,
    to: LocalDate,
    scope: Type.Optional(Type.Enum(TEAM_CALENDAR_SCOPES)),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** A site's record id. */
    site: Type.Optional(Type.String({ format: 'uuid' })),
    /** A manager's employee number: the people who report to them. */
    manager: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type TeamCalendarQuery = Static<typeof TeamCalendarQuerySchema>;

const TeamMemberSchema = Type.Object(
  {
    employeeNumber: Type.String(),
    name: Type.String(),
    department: NullableText,
    site: NullableText,
    /** The dates of the range that are rest days on the person's own work calendar. */
    restDays: Type.Array(LocalDate, { maxItems: TEAM_CALENDAR_MAX_DAYS }),
  },
  { additionalProperties: false },
);
export type TeamMember = Static<typeof TeamMemberSchema>;

export const TIME_AWAY_KINDS = ['leave', 'official-business'] as const;

const TimeAwaySchema = Type.Object(
  {
    employeeNumber: Type.String(),
    name: Type.String(),
    kind: Type.Enum(TIME_AWAY_KINDS),
    /** The kind of leave: told to the person and to those who read everyone's applications. */
    leaveType: Type.Optional(Type.String()),
    dateFrom: LocalDate,
    dateTo: LocalDate,
    status: Type.Union([Type.Literal('Approved'), Type.Literal('Pending')]),
  },
  { additionalProperties: false },
);
export type TimeAway = Static<typeof TimeAwaySchema>;

/** What time away is called: its kind of leave where that is told, else "Leave" or "Official business". */
export const timeAwayTitle = ({
  kind,
  leaveType,
}: Pick<TimeAway, 'kind'> & { leaveType?: string | null }) =>
  kind === 'leave' ? leaveType || 'Leave' : 'Official business';

const TeamHolidaySchema = Type.Object(
  {
    date: LocalDate,
    name: Type.String(),
    /** The holiday list's type: a regular holiday, a special (non-)working day. */
    type: Type.String(),
    /** The site it is kept at; null when nationwide. */
    site: NullableText,
  },
  { additionalProperties: false },
);
export type TeamHoliday = Static<typeof TeamHolidaySchema>;

/** What the filters may narrow to: the departments, sites and managers of the scope. */
const TeamFiltersSchema = Type.Object(
  {
    departments: Type.Array(Type.String(), { maxItems: TEAM_CALENDAR_MAX_CHOICES }),
    sites: Type.Array(Type.Object({ id: Type.String(), label: Type.String() }), {
      maxItems: TEAM_CALENDAR_MAX_CHOICES,
    }),
    managers: Type.Array(Type.Object({ employeeNumber: Type.String(), name: Type.String() }), {
      maxItems: TEAM_CALENDAR_MAX_CHOICES,
    }),
  },
  { additionalProperties: false },
);
export type TeamFilters = Static<typeof TeamFiltersSchema>;

export const TeamCalendarSchema = Type.Object(
  {
    scope: Type.Enum(TEAM_CALENDAR_SCOPES),
    /** Whether the caller may choose the whole organisation. */
    canSeeOrganization: Type.Boolean(),
    people: Type.Array(TeamMemberSchema, { maxItems: TEAM_CALENDAR_MAX_PEOPLE }),
    /** How many people the filters match; past the maximum, only the first are shown. */
    total: Type.Integer({ minimum: 0 }),
    timeAway: Type.Array(TimeAwaySchema, { maxItems: TEAM_CALENDAR_MAX_AWAY }),
    holidays: Type.Array(TeamHolidaySchema, { maxItems: TEAM_CALENDAR_MAX_CHOICES }),
    filters: TeamFiltersSchema,
  },
  { additionalProperties: false },
);
export type TeamCalendar = Static<typeof TeamCalendarSchema>;

/** The caller's own iCalendar feed: the secret address calendar apps subscribe to. */
export const CalendarFeedSchema = Type.Object(
  { url: Type.Union([Type.String({ format: 'uri' }), Type.Null()]) },
  { additionalProperties: false },
);
export type CalendarFeed = Static<typeof CalendarFeedSchema>;

/** `GET /api/calendar-feed/:token`: any text up to the bound, so every wrong token is a 404. */
export const CalendarFeedParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
