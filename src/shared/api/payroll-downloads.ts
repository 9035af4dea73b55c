import { Type, type Static } from 'typebox';
import { CutoffSchema } from './payroll-cutoffs';
import { closed } from './payroll-common';

// A cut-off's payroll register and its lines as files, or as the sheet a screen shows (spec:
// hcm `register-export`, `generate-tar`).

export const REGISTER_VIEWS = ['summary', 'itemized'] as const;
/** A sheet as a file, or as JSON (`RegisterSheetSchema`) for the screen that shows it. */
export const SHEET_FORMATS = ['xlsx', 'csv', 'json'] as const;
export const DownloadQuerySchema = Type.Object(
  {
    format: Type.Optional(Type.Enum(SHEET_FORMATS)),
    /** The payroll register: one row per employee (summary) or one per payslip line (itemized). */
    view: Type.Optional(Type.Enum(REGISTER_VIEWS)),
  },
  closed,
);

const SheetCell = Type.Union([Type.String(), Type.Number()]);

/**
 * `GET /api/hcm/register-export/:cutoffId?format=json` and `/api/hcm/generate-tar/:cutoffId?format=json`:
 * the sheet the download writes, as the screen shows it. Money cells are decimal text.
 */
export const RegisterSheetSchema = Type.Object({
  cutoff: CutoffSchema,
  columns: Type.Array(
    Type.Object({
      title: Type.String(),
      /** Pesos with 2 decimals (decimal text). */
      money: Type.Optional(Type.Boolean()),
      /** Another number: days, or hours with 2 decimals. */
      number: Type.Optional(Type.Boolean()),
    }),
  ),
  /** One cell per column. */
  rows: Type.Array(Type.Array(SheetCell)),
  /** The cut-off's sums, one cell per column; null when the sheet has none. */
  totals: Type.Union([Type.Array(SheetCell), Type.Null()]),
});
export type RegisterSheet = Static<typeof RegisterSheetSchema>;
