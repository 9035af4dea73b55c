import { Type, type Static } from 'typebox';

/** The appraisal reports (spec: `/appraisals/reports/*`), each one `GET /api/pms/reports/:report`. */
export const PMS_REPORTS = [
  'status',
  'objectives',
  'sites',
  'pre-calibration',
  'post-calibration',
  'results',
  'employee',
  'calibration',
] as const;
export type PmsReport = (typeof PMS_REPORTS)[number];

/** Each report's heading and what it shows, known before its figures arrive. */
export const PMS_REPORT_TITLES: Record<PmsReport, { title: string; description: string }> = {
  status: {
    title: 'Appraisal status',
    description: 'How many appraisals are in each state, and who is still waiting where.',
  },
  objectives: {
    title: 'Appraisal objectives',
    description: "Each KPI's appraisals with the average self and manager ratings.",
  },
  sites: {
    title: 'Summary per site',
    description: 'Appraisals, average scores and ratings of each site.',
  },
  'pre-calibration': {
    title: 'Pre-calibration summary',
    description: 'Rated appraisals in each rating by their final score, before calibration.',
  },
  'post-calibration': {
    title: 'Post-calibration summary',
    description: 'Rated appraisals in each rating by their result, and what calibration moved.',
  },
  results: {
    title: 'Appraisal results',
    description: 'Every rated employee: final, calibrated and result scores, and the rating.',
  },
  employee: {
    title: 'Employee appraisal',
    description: 'Choose an employee to see all of their appraisals and scores.',
  },
  calibration: {
    title: 'Special report: calibration changes',
    description: 'Employees whose calibrated score differs from their final score, and why.',
  },
};

const Id = Type.String({ format: 'uuid' });
export const EmployeeNumberSchema = Type.String({
  minLength: 1,
  maxLength: 30,
  pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$',
  errorMessage: 'must be an employee number',
});

export const PmsReportParamsSchema = Type.Object(
  { report: Type.Enum(PMS_REPORTS) },
  { additionalProperties: false },
);

export const PmsReportQuerySchema = Type.Object(
  {
    /** Only this schedule's appraisals (a schedule record id). */
    schedule: Type.Optional(Id),
    /** Only this site's appraisals (a site record id). */
    site: Type.Optional(Id),
    /** The employee report: this employee's appraisals; without it, who may be chosen. */
    employeeNumber: Type.Optional(EmployeeNumberSchema),
    /** `json` (the default) answers the report; `csv` downloads it. */
    format: Type.Optional(Type.Enum(['json', 'csv'])),
  },
  { additionalProperties: false },
);
export type PmsReportQuery = Static<typeof PmsReportQuerySchema>;

/** How a column's cells read: text, a count, a score (integer %) or an exact decimal (text). */
export const REPORT_CELL_KINDS = ['text', 'count', 'score', 'decimal'] as const;

const CellSchema = Type.Union([Type.String(), Type.Integer(), Type.Null()]);
export type ReportCell = Static<typeof CellSchema>;

const ReportSectionSchema = Type.Object(
  {
    title: Type.String(),
    columns: Type.Array(
      Type.Object(
        { title: Type.String(), kind: Type.Enum(REPORT_CELL_KINDS) },
        { additionalProperties: false },
      ),
    ),
    rows: Type.Array(
      Type.Object(
        {
          cells: Type.Array(CellSchema),
          /** The appraisal the row is, for a link to its page. */
          recordId: Type.Optional(Id),
          /** The employee the row is, for a link to their appraisals. */
          employeeNumber: Type.Optional(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    /** A last row summing the others, when the columns add up. */
    total: Type.Optional(Type.Array(CellSchema)),
  },
  { additionalProperties: false },
);
export type ReportSection = Static<typeof ReportSectionSchema>;
export type ReportColumn = ReportSection['columns'][number];
export type ReportRow = ReportSection['rows'][number];

const ChoiceSchema = Type.Object(
  { id: Type.String(), label: Type.String() },
  { additionalProperties: false },
);

export const PmsReportSchema = Type.Object(
  {
    report: Type.Enum(PMS_REPORTS),
    sections: Type.Array(ReportSectionSchema),
    /** What the filters offer: the schedules and sites the organisation's appraisals name. */
    schedules: Type.Array(ChoiceSchema),
    sites: Type.Array(ChoiceSchema),
  },
  { additionalProperties: false },
);
export type PmsReportAnswer = Static<typeof PmsReportSchema>;
