import { Type, type Static } from 'typebox';
import { FormDefinitionSchema } from '../forms/definition';
import { BUILT_FORM_PREFIX } from '../forms/builder/built-names';

const BuiltFormIdSchema = Type.String({
  pattern: `^${BUILT_FORM_PREFIX}[a-z0-9]+(-[a-z0-9]+)*$`,
  maxLength: 48,
  errorMessage: 'must be the formId of a record type built here (custom-…)',
});

export const BuiltFormParamsSchema = Type.Object({ formId: BuiltFormIdSchema });

export const BuiltVersionParamsSchema = Type.Object({
  formId: BuiltFormIdSchema,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const VersionSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const NoteSchema = Type.String({ maxLength: 200, description: 'What this version changed.' });

/**
 * A definition as written (fragments referenced, not bundled): checked by the same meta-schema
 * and checks as `schemas/`, so it is validated after routing.
 */
const AuthoredDefinitionSchema = Type.Unknown({
  description: 'A record definition, as a file of schemas/ holds it (see schemas/README.md).',
});

export const BuiltFormCreateSchema = Type.Object(
  { definition: AuthoredDefinitionSchema, note: Type.Optional(NoteSchema) },
  { additionalProperties: false },
);

export const BuiltFormUpdateSchema = Type.Object(
  {
    definition: AuthoredDefinitionSchema,
    version: VersionSchema,
    note: Type.Optional(NoteSchema),
  },
  { additionalProperties: false },
);

export const BuiltFormDeleteQuerySchema = Type.Object(
  { version: VersionSchema },
  { additionalProperties: false },
);

export const BuiltFormExportQuerySchema = Type.Object(
  { version: Type.Optional(VersionSchema) },
  { additionalProperties: false },
);

export const BuiltFormCheckSchema = Type.Object(
  {
    definition: AuthoredDefinitionSchema,
    /** Check as an edit of this record type (its own formId is not taken). */
    formId: Type.Optional(BuiltFormIdSchema),
  },
  { additionalProperties: false },
);

const WhoWhenSchema = {
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
};

export const BuiltFormSummarySchema = Type.Object({
  formId: Type.String(),
  title: Type.String(),
  pluralTitle: Type.String(),
  module: Type.String(),
  version: Type.Integer(),
  ...WhoWhenSchema,
  /** Live records of it in the organisation. */
  records: Type.Integer(),
});
export type BuiltFormSummary = Static<typeof BuiltFormSummarySchema>;

export const BuiltFormListSchema = Type.Object({ forms: Type.Array(BuiltFormSummarySchema) });

export const BuiltFormSchema = Type.Object({
  definition: Type.Unknown(),
  version: Type.Integer(),
  ...WhoWhenSchema,
  records: Type.Integer(),
});
export type BuiltForm = Static<typeof BuiltFormSchema>;

export const BuiltVersionSummarySchema = Type.Object({
  version: Type.Integer(),
  savedAt: Type.String({ format: 'date-time' }),
  savedBy: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
});
export type BuiltVersionSummary = Static<typeof BuiltVersionSummarySchema>;

export const BuiltVersionListSchema = Type.Object({
  items: Type.Array(BuiltVersionSummarySchema),
});

export const BuiltVersionSchema = Type.Object({
  ...BuiltVersionSummarySchema.properties,
  definition: Type.Unknown(),
});
export type BuiltVersion = Static<typeof BuiltVersionSchema>;

const ProblemSchema = Type.Object({
  /** JSON pointer into the definition. */
  pointer: Type.String(),
  message: Type.String(),
});
export type DefinitionProblem = Static<typeof ProblemSchema>;

/**
 * `POST /api/form-builder/check`: the problems of a definition, or, when it has none, the
 * definition as the engine serves it and its browser validator, for a live preview.
 */
export const BuiltFormCheckResultSchema = Type.Object({
  problems: Type.Array(ProblemSchema),
  preview: Type.Optional(
    Type.Object({ definition: FormDefinitionSchema, validatorUrl: Type.String() }),
  ),
});
export type BuiltFormCheckResult = Static<typeof BuiltFormCheckResultSchema>;

/** `GET /api/form-builder/files/:formId`: a product record type as its file in schemas/ holds it. */
export const ProductFormSchema = Type.Object({ definition: Type.Unknown() });
export type ProductForm = Static<typeof ProductFormSchema>;
