import { Type, type Static } from 'typebox';
import { FormDefinitionSchema, SortSchema } from '../forms/definition';
import { RecordPathsSchema } from '../forms/definition-workflow';

export const FormIdSchema = Type.String({
  pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
  maxLength: 48,
  errorMessage: 'must be the formId of a definition',
});

/** One menu-level entry of `GET /api/forms`. */
export const FormSummarySchema = Type.Object({
  formId: Type.String(),
  title: Type.String(),
  pluralTitle: Type.String(),
  module: Type.String(),
  route: Type.String(),
  listAtBase: Type.Boolean(),
  /** Page patterns that replace the standard shapes under `route`. */
  paths: Type.Optional(RecordPathsSchema),
  canWrite: Type.Boolean(),
  /** Whether they may add records too (`access.create`). */
  canCreate: Type.Boolean(),
  /** The page of the form's importer, when it has one. */
  importerRoute: Type.Optional(Type.String()),
  /** The views with a page of their own (`views.<view>.path`). */
  viewPaths: Type.Optional(
    Type.Object({
      board: Type.Optional(Type.String()),
      calendar: Type.Optional(Type.String()),
      chart: Type.Optional(Type.String()),
      dashboard: Type.Optional(Type.String()),
      matrix: Type.Optional(Type.String()),
    }),
  ),
});
export type FormSummary = Static<typeof FormSummarySchema>;

export const FormListResponseSchema = Type.Object({ forms: Type.Array(FormSummarySchema) });
export type FormListResponse = Static<typeof FormListResponseSchema>;

/**
 * `GET /api/forms/:formId`: the definition with its fragments bundled into `schema.$defs` and
 * the derived uiSchema, plus the URL of its precompiled validator module (CSP-safe). Never its
 * sample records (`seed`): the demo organisations hold them as records, which a reader limited
 * to their own may not list, and no page needs them.
 */
export const FormResponseSchema = Type.Object({
  definition: Type.Omit(FormDefinitionSchema, ['seed']),
  canWrite: Type.Boolean(),
  canCreate: Type.Boolean(),
  validatorUrl: Type.String(),
  /**
   * The caller as the record's employee (`list.employeeField`), when they may write only their
   * own records: a new record names them, and they need not search the employee master.
   */
  self: Type.Optional(
    Type.Object({ id: Type.String(), label: Type.String(), employeeNumber: Type.String() }),
  ),
});
export type FormResponse = Static<typeof FormResponseSchema>;

export const FormParamsSchema = Type.Object({ formId: FormIdSchema });

/** A number a filter compares with: exact in JavaScript and in PostgreSQL's numeric. */
const FilterNumberSchema = Type.Number({
  minimum: -Number.MAX_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
});

export const FilterValueSchema = Type.Union([
  Type.String({ maxLength: 200 }),
  FilterNumberSchema,
  Type.Boolean(),
  Type.Array(Type.Union([Type.String({ maxLength: 200 }), FilterNumberSchema]), {
    minItems: 1,
    maxItems: 50,
  }),
  Type.Object(
    {
      gte: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), FilterNumberSchema])),
      lte: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), FilterNumberSchema])),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
]);
export type FilterValue = Static<typeof FilterValueSchema>;

/** At most this many records are picked for one bulk action (export, delete). */
export const BULK_RECORDS_MAX = 500;

const RecordIdSchema = Type.String({ format: 'uuid', errorMessage: 'must be a record id' });

/** Records picked by id for a bulk action. */
const RecordIdsSchema = Type.Array(RecordIdSchema, {
  minItems: 1,
  maxItems: BULK_RECORDS_MAX,
  uniqueItems: true,
});

/** The list query; export takes the same minus paging. */
const ListQueryProperties = {
  form_id: FormIdSchema,
  /** Only these records (the rows picked in a list), still within the other conditions. */
  ids: Type.Optional(RecordIdsSchema),
  employeeNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.Record(Type.String(), FilterValueSchema)),
  sort: Type.Optional(SortSchema),
  /** List the deleted records (the bin) instead of the live ones. */
  deleted: Type.Optional(Type.Boolean()),
};

/** What of each record's data a list item carries (PostgreSQL leaves the rest out). */
const ListFieldsSchema = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
  minItems: 1,
  maxItems: 64,
  description:
    'Fields of `data` each item carries: names (`amount`) or JSON pointers (`/payee/label` selects `payee`), or ["*"] for the whole record. Default: the list columns, `list.label` and `list.employeeField`.',
});

export const RecordListRequestSchema = Type.Object(
  {
    ...ListQueryProperties,
    fields: Type.Optional(ListFieldsSchema),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(
      Type.String({ maxLength: 600, errorMessage: 'must be the nextCursor of a previous page' }),
    ),
  },
  { additionalProperties: false },
);
export type RecordListRequest = Static<typeof RecordListRequestSchema>;

export const RecordExportRequestSchema = Type.Object(
  { ...ListQueryProperties, format: Type.Enum(['csv', 'xlsx']) },
  { additionalProperties: false },
);
export type RecordExportRequest = Static<typeof RecordExportRequestSchema>;

export const RecordItemSchema = Type.Object({
  id: Type.String(),
  formId: Type.String(),
  version: Type.Integer(),
  data: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  deletedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** On one record read: what its workflow lets this user change now (`workflow.edits`). */
  editable: Type.Optional(Type.Array(Type.String())),
});
export type RecordItem = Static<typeof RecordItemSchema>;

export const RecordListResponseSchema = Type.Object({
  items: Type.Array(RecordItemSchema),
  /** Exact up to a cap; past it, the planner's estimate (`totalIsEstimate`). */
  total: Type.Integer(),
  totalIsEstimate: Type.Boolean(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type RecordListResponse = Static<typeof RecordListResponseSchema>;

export const RecordCreateRequestSchema = Type.Object(
  { form_id: FormIdSchema, data: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);

export const RecordUpdateRequestSchema = Type.Object(
  {
    data: Type.Record(Type.String(), Type.Unknown()),
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);

/** `POST /api/records/:id/transition`: moves a record of a form with a workflow to another state. */
export const RecordTransitionRequestSchema = Type.Object(
  {
    to: Type.String({ minLength: 1, maxLength: 40, description: 'The state to move it to.' }),
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type RecordTransitionRequest = Static<typeof RecordTransitionRequestSchema>;

export const RecordParamsSchema = Type.Object({ id: RecordIdSchema });

/** `POST /api/records/delete`: records of one form moved to the bin together, or none. */
export const RecordBulkDeleteRequestSchema = Type.Object(
  { form_id: FormIdSchema, ids: RecordIdsSchema },
  { additionalProperties: false },
);
export type RecordBulkDeleteRequest = Static<typeof RecordBulkDeleteRequestSchema>;

export const RecordBulkDeleteResponseSchema = Type.Object({ deleted: Type.Integer() });

/**
 * `POST /api/records/update-field`: one field (of the list's filters) set to one value on
 * records of one form, each through the save path's rules and checks, all or none.
 */
export const RecordBulkUpdateRequestSchema = Type.Object(
  {
    form_id: FormIdSchema,
    ids: RecordIdsSchema,
    field: Type.String({ minLength: 1, maxLength: 64 }),
    /** null clears the field. */
    value: Type.Union([
      Type.String({ maxLength: 200 }),
      FilterNumberSchema,
      Type.Boolean(),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type RecordBulkUpdateRequest = Static<typeof RecordBulkUpdateRequestSchema>;

export const RecordBulkUpdateResponseSchema = Type.Object({ updated: Type.Integer() });

/**
 * `POST /api/records/transition`: records of one form moved along their workflow to one state
 * (a decision taken in bulk), each as its own transition would be, all or none.
 */
export const RecordBulkTransitionRequestSchema = Type.Object(
  {
    form_id: FormIdSchema,
    ids: RecordIdsSchema,
    to: RecordTransitionRequestSchema.properties.to,
    remark: RecordTransitionRequestSchema.properties.remark,
  },
  { additionalProperties: false },
);
export type RecordBulkTransitionRequest = Static<typeof RecordBulkTransitionRequestSchema>;

export const RecordBulkTransitionResponseSchema = Type.Object({ moved: Type.Integer() });

export const FieldChangeSchema = Type.Object({
  /** JSON pointer of the changed value, e.g. "/lines/2/amount". */
  path: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type FieldChange = Static<typeof FieldChangeSchema>;

export const RecordHistoryEntrySchema = Type.Object({
  version: Type.Integer(),
  action: Type.Enum(['created', 'updated', 'deleted', 'restored']),
  at: Type.String({ format: 'date-time' }),
  by: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Array(FieldChangeSchema),
  /** The import batch that made this change, if an import did. */
  importBatchId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});
export type RecordHistoryEntry = Static<typeof RecordHistoryEntrySchema>;

export const RecordHistoryResponseSchema = Type.Object({
  items: Type.Array(RecordHistoryEntrySchema),
});

/** `POST /api/files` answers with what the attachment fragment stores. */
export const StoredFileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String(),
});
export type StoredFile = Static<typeof StoredFileSchema>;
