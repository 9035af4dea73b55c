import { Type, type Static } from 'typebox';

/** A background run's life: queued, then running, then one of the two ends. */
const JobRunStateSchema = Type.Enum(['queued', 'running', 'succeeded', 'failed']);
export type JobRunState = Static<typeof JobRunStateSchema>;

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
  requestedAt: Time,
  startedAt: Type.Union([Time, Type.Null()]),
  finishedAt: Type.Union([Time, Type.Null()]),
});
export type JobRun = Static<typeof JobRunSchema>;
