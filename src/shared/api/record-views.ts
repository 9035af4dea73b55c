import { Type, type Static } from 'typebox';
import { ChartMeasureSchema } from '../forms/definition';
import { RecordListRequestSchema } from './records';

const { form_id, q, filter } = RecordListRequestSchema.properties;

/** `POST /api/records/aggregate`: counts and sums of a list query, grouped by one or two fields. */
export const RecordAggregateRequestSchema = Type.Object(
  {
    form_id,
    groupBy: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    }),
    measures: Type.Optional(Type.Array(ChartMeasureSchema, { minItems: 1, maxItems: 4 })),
    q,
    filter,
  },
  { additionalProperties: false },
);
export type RecordAggregateRequest = Static<typeof RecordAggregateRequestSchema>;

/** One group's key: the stored value (a lookup's id, a date's month) and what a person reads. */
const GroupKeySchema = Type.Object({
  value: Type.Union([Type.String(), Type.Boolean(), Type.Null()]),
  label: Type.String(),
});
export type GroupKey = Static<typeof GroupKeySchema>;

export const RecordAggregateResponseSchema = Type.Object({
  groupBy: Type.Array(Type.String()),
  /** The figures of each group, in this order; sums of money are integer centavos. */
  measures: Type.Array(ChartMeasureSchema),
  groups: Type.Array(
    Type.Object({ keys: Type.Array(GroupKeySchema), values: Type.Array(Type.Number()) }),
  ),
  /** The figures over every record the query matches. */
  totals: Type.Array(Type.Number()),
  /** More groups matched than are answered (the largest by count are kept). */
  truncated: Type.Boolean(),
});
export type RecordAggregateResponse = Static<typeof RecordAggregateResponseSchema>;
