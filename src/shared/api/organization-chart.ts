import { Type, type Static } from 'typebox';

/** The most people one chart carries: far above any organisation the platform serves. */
const ORGANIZATION_CHART_MAX_PEOPLE = 200_000;

/** An employee's photo as the engine stores it (`schemas/_defs/photo.json`). */
const ChartPhotoSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    size: Type.Integer({ minimum: 0, maximum: 999_999_999_999 }),
    type: Type.String({ maxLength: 120 }),
  },
  { additionalProperties: false },
);

/** One person on the chart; `managerNumber` names another person of the same chart. */
export const ChartPersonSchema = Type.Object(
  {
    /** The employee master record. */
    recordId: Type.String({ format: 'uuid' }),
    employeeNumber: Type.String({ minLength: 1, maxLength: 30 }),
    /** "First Last". */
    name: Type.String({ minLength: 1, maxLength: 201 }),
    position: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    photo: Type.Optional(ChartPhotoSchema),
    /**
     * The employee number of the person this one reports to; absent for the top of a line, and
     * when that person is not on the chart (inactive, separated or deleted).
     */
    managerNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type ChartPerson = Static<typeof ChartPersonSchema>;

/**
 * `GET /api/hcm/organization-chart`: every active, not separated employee of the caller's
 * organisation, as a flat list ordered by employee number; the client draws the lines.
 */
export const OrganizationChartResponseSchema = Type.Object(
  {
    generatedAt: Type.String({ format: 'date-time' }),
    employees: Type.Array(ChartPersonSchema, { maxItems: ORGANIZATION_CHART_MAX_PEOPLE }),
  },
  { additionalProperties: false },
);
export type OrganizationChartResponse = Static<typeof OrganizationChartResponseSchema>;

export const ColleagueParamsSchema = Type.Object(
  { employeeNumber: Type.String({ minLength: 1, maxLength: 30 }) },
  { additionalProperties: false },
);

/**
 * `GET /api/hcm/people/:employeeNumber`: a colleague's public card, what the directory and
 * the chart show everyone signed in: the person, whom they report to and who reports to them.
 */
export const ColleagueResponseSchema = Type.Object(
  {
    person: ChartPersonSchema,
    manager: Type.Optional(ChartPersonSchema),
    reports: Type.Array(ChartPersonSchema, { maxItems: ORGANIZATION_CHART_MAX_PEOPLE }),
  },
  { additionalProperties: false },
);
export type ColleagueResponse = Static<typeof ColleagueResponseSchema>;
