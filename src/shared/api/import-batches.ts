import { Type, type Static } from 'typebox';

/** The largest file `POST /api/imports/:formId` reads. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Data rows one file may hold unless the definition's `importer.maxRows` says otherwise. */
export const IMPORT_DEFAULT_MAX_ROWS = 2000;

/** Problems per page of `GET /api/imports/batch/:id/problems`. */
export const IMPORT_PROBLEMS_PAGE = 100;

/** Batches per page of the import history. */
export const IMPORT_HISTORY_PAGE = 20;

const FormId = Type.String({
  pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
  maxLength: 48,
  errorMessage: 'must be the formId of a definition that has an importer',
});
const Header = Type.String({ maxLength: 200 });
const FieldName = Type.String({ maxLength: 100 });
const Count = Type.Integer({ minimum: 0, maximum: 10_000_000 });
const Time = Type.String({ format: 'date-time' });
const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });

export const ImportFormParamsSchema = Type.Object({ formId: FormId });

export const ImportBatchParamsSchema = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'must be an import batch id' }),
});

/**
 * `create` (the default): a row whose key matches a live record updates it, others are new;
 * `update`: every row must match a record by the key (the "update details" importers).
 */
export const ImportModeSchema = Type.Enum(['create', 'update']);
export type ImportMode = Static<typeof ImportModeSchema>;

/** A field a column may fill. Sub-fields of an object are named `parent.child`. */
export const ImportFieldSchema = Type.Object({
  name: FieldName,
  title: Type.String({ maxLength: 200 }),
  kind: Type.String({ maxLength: 20 }),
  required: Type.Boolean(),
  /** For enums and multiselects: the values a cell may hold. */
  options: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 })),
});
export type ImportField = Static<typeof ImportFieldSchema>;

export const ColumnMappingSchema = Type.Object(
  { header: Header, field: Type.Union([FieldName, Type.Null()]) },
  { additionalProperties: false },
);
export type ColumnMapping = Static<typeof ColumnMappingSchema>;

export const MappingRequestSchema = Type.Object(
  { columns: Type.Array(ColumnMappingSchema, { maxItems: 500 }) },
  { additionalProperties: false },
);

export const ImportStatusSchema = Type.Enum([
  'uploaded',
  'checking',
  'checked',
  'committing',
  'committed',
  'failed',
  'undone',
]);
export type ImportStatus = Static<typeof ImportStatusSchema>;

/** What a check found, and after a commit what it wrote. */
export const ImportCountsSchema = Type.Object({
  rowsRead: Count,
  valid: Count,
  bad: Count,
  problems: Count,
  created: Count,
  updated: Count,
  unchanged: Count,
});
export type ImportCounts = Static<typeof ImportCountsSchema>;

/** One upload: its file, mapping and where it stands. */
export const ImportBatchSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  formId: FormId,
  mode: ImportModeSchema,
  fileName: Type.String({ maxLength: 255 }),
  status: ImportStatusSchema,
  headers: Type.Array(Header, { maxItems: 500 }),
  mapping: Type.Array(ColumnMappingSchema, { maxItems: 500 }),
  fields: Type.Array(ImportFieldSchema, { maxItems: 500 }),
  /** Null until a check of the current mapping has finished. */
  counts: Type.Union([ImportCountsSchema, Type.Null()]),
  /** The run to follow while checking or committing (`GET /api/jobs/:id`). */
  runId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  /** Why the last check or commit failed. */
  error: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  uploadedBy: Type.String({ maxLength: 200 }),
  uploadedAt: Time,
  committedAt: Type.Union([Time, Type.Null()]),
  undoneAt: Type.Union([Time, Type.Null()]),
});
export type ImportBatch = Static<typeof ImportBatchSchema>;

/** One bad cell of the file (row 1 is the header). */
export const ImportProblemSchema = Type.Object({
  row: Type.Integer({ minimum: 1, maximum: 1_048_576 }),
  column: Header,
  value: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.String({ maxLength: 500 }),
});
export type ImportProblem = Static<typeof ImportProblemSchema>;

export const ProblemsQuerySchema = Type.Object(
  { page: Type.Optional(Page) },
  { additionalProperties: false },
);

export const ProblemsPageSchema = Type.Object({
  items: Type.Array(ImportProblemSchema, { maxItems: IMPORT_PROBLEMS_PAGE }),
  page: Count,
  total: Count,
});
export type ProblemsPage = Static<typeof ProblemsPageSchema>;

export const CommitRequestSchema = Type.Object(
  { skipBadRows: Type.Boolean() },
  { additionalProperties: false },
);

export const RunStartedSchema = Type.Object({ runId: Type.String({ format: 'uuid' }) });

export const HistoryQuerySchema = Type.Object(
  { formId: FormId, page: Type.Optional(Page) },
  { additionalProperties: false },
);

export const ImportHistoryItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String({ maxLength: 255 }),
  mode: ImportModeSchema,
  status: ImportStatusSchema,
  counts: Type.Union([ImportCountsSchema, Type.Null()]),
  uploadedBy: Type.String({ maxLength: 200 }),
  uploadedAt: Time,
  committedAt: Type.Union([Time, Type.Null()]),
  undoneAt: Type.Union([Time, Type.Null()]),
});
export type ImportHistoryItem = Static<typeof ImportHistoryItemSchema>;

export const ImportHistorySchema = Type.Object({
  items: Type.Array(ImportHistoryItemSchema, { maxItems: IMPORT_HISTORY_PAGE }),
  page: Count,
  total: Count,
});
export type ImportHistory = Static<typeof ImportHistorySchema>;

/** What an undo did. */
export const UndoResultSchema = Type.Object({ deleted: Count, restored: Count });
export type UndoResult = Static<typeof UndoResultSchema>;
