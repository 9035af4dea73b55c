import { Type, type Static } from 'typebox';

/** A background run's life: queued, then running, then one of its ends (or cancelled while queued). */
export const JOB_RUN_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
const JobRunStateSchema = Type.Enum(JOB_RUN_STATES);
export type JobRunState = Static<typeof JobRunStateSchema>;

/** Whether a run has ended (a screen following it stops polling). */
export const isRunOver = <T extends { state: JobRunState }>(run: T | undefined): run is T =>
  run !== undefined && run.state !== 'queued' && run.state !== 'running';

export const JobRunParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'must be a run id' }),
});

const Time = Type.String({ format: 'date-time' });

/** `GET /api/jobs/:id`: what a screen polls while a run goes on, and its outcome. */
export const JobRunSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  /** What the run is about, e.g. a cut-off's id. */
  subject: Type.String(),
  state: JobRunStateSchema,
  /** Progress: `done` of `total` steps (both 0 until the run reports), and what it is doing. */
  done: Type.Integer(),
  total: Type.Integer(),
  message: Type.String(),
  /** What a succeeded run produced (the kind defines its shape); null otherwise. */
  result: Type.Unknown(),
  /** Why a failed run failed, in plain words; null otherwise. */
  error: Type.Union([Type.String(), Type.Null()]),
  requestedBy: Type.String(),
  /** The requester's name as their account has it ('' when the account is gone). */
  requestedByName: Type.String(),
  requestedAt: Time,
  startedAt: Type.Union([Time, Type.Null()]),
  finishedAt: Type.Union([Time, Type.Null()]),
  /** The failed or cancelled run this one queued again. */
  retryOf: Type.Union([Type.String(), Type.Null()]),
  /** Whether it kept what it was queued with, so it can be queued again. */
  retryable: Type.Boolean(),
});
export type JobRun = Static<typeof JobRunSchema>;

/** `GET /api/jobs`: the Queue dashboard's filters and page. */
export const JobRunsQuerySchema = Type.Object(
  {
    state: Type.Optional(JobRunStateSchema),
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** Only the caller's own runs (staff see everyone's otherwise). */
    mine: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type JobRunsQuery = Static<typeof JobRunsQuerySchema>;

export const JobRunsResponseSchema = Type.Object({
  items: Type.Array(JobRunSchema),
  total: Type.Integer(),
  /** Counts by state under the same filters but the state. */
  byState: Type.Record(Type.String(), Type.Integer()),
});
export type JobRunsResponse = Static<typeof JobRunsResponseSchema>;

/** What each kind of run is called on the Queue screens; an unknown kind shows its key. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'payroll-compute': 'Payroll computation',
  'special-payout-compute': 'Special payout computation',
  'payroll-report': 'Report generation',
  'payslip-pdfs': 'Payslip PDFs',
  'payslip-distribute': 'Payslip mailing',
  'import-check': 'Import check',
  'import-commit': 'Import',
  'time-records-recompute': 'Time records recompute',
};

/** The kinds a person may start by hand from the Queue (`POST /api/jobs`). */
export const MANUAL_JOB_KINDS = {
  'time-records-recompute': 'Recompute time records',
} as const;

const LocalDate = Type.String({ format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' });

/** `POST /api/jobs`: start a manual run; a recompute covers every employee on the dates. */
export const StartJobRequestSchema = Type.Object(
  {
    kind: Type.Enum(Object.keys(MANUAL_JOB_KINDS) as (keyof typeof MANUAL_JOB_KINDS)[]),
    from: LocalDate,
    to: LocalDate,
  },
  { additionalProperties: false },
);
export type StartJobRequest = Static<typeof StartJobRequestSchema>;
