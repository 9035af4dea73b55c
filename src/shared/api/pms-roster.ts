import { Type, type Static } from 'typebox';
import { EmployeeNumberSchema } from './pms-reports';

const Ref = Type.Object(
  { id: Type.String(), label: Type.String(), employeeNumber: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const OptionalRef = Type.Union([Ref, Type.Null()]);
const Score = Type.Union([Type.Integer(), Type.Null()]);

export const PerformanceProfileParamsSchema = Type.Object(
  { employeeNumber: EmployeeNumberSchema },
  { additionalProperties: false },
);

/** `GET /api/pms/profile/:employeeNumber`: the roster entry and appraisal history of one employee. */
export const PerformanceProfileSchema = Type.Object(
  {
    employee: Ref,
    /** Their entry in the performance roster, if they have one. */
    roster: Type.Union([
      Type.Object(
        {
          id: Type.String(),
          company: OptionalRef,
          site: OptionalRef,
          rater: OptionalRef,
          template: OptionalRef,
          active: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    /** Their appraisals, the latest period first. */
    appraisals: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          schedule: Type.Union([Type.String(), Type.Null()]),
          periodStart: Type.String(),
          periodEnd: Type.String(),
          status: Type.String(),
          finalScore: Score,
          resultScore: Score,
          band: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PerformanceProfile = Static<typeof PerformanceProfileSchema>;

/** `GET /api/pms/roster/sync`: active employees the performance roster lacks. */
export const RosterGapSchema = Type.Object(
  {
    missing: Type.Integer({ minimum: 0 }),
    /** The first few of them, by name. */
    sample: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type RosterGap = Static<typeof RosterGapSchema>;

export const RosterSyncRequestSchema = Type.Object({}, { additionalProperties: false });

/** `POST /api/pms/roster/sync`: how many roster entries it added. */
export const RosterSyncResultSchema = Type.Object(
  { added: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type RosterSyncResult = Static<typeof RosterSyncResultSchema>;
