import { Type, type Static } from 'typebox';
import { GOVERNMENT_NUMBER_KINDS } from '../people/government-numbers';

/** Longer than any number written with hyphens or spaces; the check says what is wrong. */
const TypedNumberSchema = Type.String({ maxLength: 40 });

/**
 * `POST /api/hcm/validate-government-numbers`: checks the numbers HR typed on an employee
 * record, and whether another employee of the organisation already holds one, before saving.
 */
export const ValidateGovernmentNumbersRequestSchema = Type.Object(
  {
    numbers: Type.Object(
      {
        sss: Type.Optional(TypedNumberSchema),
        philhealth: Type.Optional(TypedNumberSchema),
        pagibig: Type.Optional(TypedNumberSchema),
        tin: Type.Optional(TypedNumberSchema),
      },
      { additionalProperties: false },
    ),
    /** The employee record being edited: it does not count as another holder. */
    exceptRecordId: Type.Optional(
      Type.String({ format: 'uuid', errorMessage: 'must be a record id' }),
    ),
  },
  { additionalProperties: false },
);

export const GovernmentNumberResultSchema = Type.Object({
  kind: Type.Enum(GOVERNMENT_NUMBER_KINDS),
  /** The field's title: "SSS number". */
  title: Type.String(),
  /** As sent. */
  input: Type.String(),
  /** Whether the number is well formed; another holder does not make it false. */
  ok: Type.Boolean(),
  /** The printed form to save, when ok: 34-1234567-8. */
  formatted: Type.Optional(Type.String()),
  /** Why it is not ok, or who else holds it, in plain words. */
  message: Type.Optional(Type.String()),
  /** When ok: the organisation's other live employees with the same number (often none). */
  heldBy: Type.Optional(
    Type.Array(Type.Object({ employeeNumber: Type.String(), name: Type.String() })),
  ),
});
export type GovernmentNumberResult = Static<typeof GovernmentNumberResultSchema>;

export const ValidateGovernmentNumbersResponseSchema = Type.Object({
  /** One per number sent, in the order sss, philhealth, pagibig, tin. */
  results: Type.Array(GovernmentNumberResultSchema),
});
export type ValidateGovernmentNumbersResponse = Static<
  typeof ValidateGovernmentNumbersResponseSchema
>;
