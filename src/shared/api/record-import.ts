import { Type, type Static } from 'typebox';
import { ErrorBodySchema } from './errors';

/** The largest file `POST /api/records/import/:formId` reads. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Data rows one file may hold unless the definition's `importer.maxRows` says otherwise. */
export const IMPORT_DEFAULT_MAX_ROWS = 2000;

/** Most problems one report lists; past it the report says how many more there were. */
export const IMPORT_MAX_PROBLEMS = 1000;

const ColumnText = Type.String({ maxLength: 200 });

export const RecordImportParamsSchema = Type.Object({
  formId: Type.String({
    pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
    maxLength: 48,
    errorMessage: 'must be the formId of a definition that has an importer',
  }),
});

/** One bad cell (or, with row 1, a bad header) of the file. */
export const ImportProblemSchema = Type.Object({
  /** The sheet's row number, as the spreadsheet program shows it (the header is row 1). */
  row: Type.Integer({ minimum: 1, maximum: 1_048_576 }),
  /** The header text of the column, as the file spells it (or the field title when missing). */
  column: ColumnText,
  /** JSON pointer of the field, e.g. "/amount". */
  field: Type.String({ maxLength: 200 }),
  /** The cell as read, when it held something. */
  value: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.String({ maxLength: 500 }),
});
export type ImportProblem = Static<typeof ImportProblemSchema>;

/** What a check (dry run) or an import found in the file. */
export const ImportReportSchema = Type.Object({
  formId: Type.String({ maxLength: 48 }),
  dryRun: Type.Boolean(),
  /** Data rows read (blank rows are skipped). */
  rowsRead: Type.Integer({ minimum: 0 }),
  /** Rows that passed every check. */
  rowsValid: Type.Integer({ minimum: 0 }),
  /** Records written: 0 on a dry run or when anything is wrong. */
  imported: Type.Integer({ minimum: 0 }),
  /** Headers that name no field: their cells are ignored. */
  unknownColumns: Type.Array(ColumnText, { maxItems: 200 }),
  /** Titles of required fields the file has no column for. */
  missingColumns: Type.Array(ColumnText, { maxItems: 200 }),
  problems: Type.Array(ImportProblemSchema, { maxItems: IMPORT_MAX_PROBLEMS }),
  /** Problems found past the listed ones. */
  moreProblems: Type.Integer({ minimum: 0 }),
});
export type ImportReport = Static<typeof ImportReportSchema>;

/**
 * A 422 of the importer: the error shape, and when the file was read but rows were bad (an
 * import refused as a whole), the same report a dry run gives.
 */
export const ImportRefusedSchema = Type.Object({
  error: ErrorBodySchema.properties.error,
  report: Type.Optional(ImportReportSchema),
});
