import { Type, type Static } from 'typebox';
import { OffsetSchema } from './paging';
import { CutoffSchema } from './payroll-cutoffs';

// The payroll officer's files: government remittance lists and returns, bank credit files and
// payroll reports, each made in the background by a report writer and kept for download
// (docs/payroll-files.md).

const Id = Type.String({ format: 'uuid' });
const closed = { additionalProperties: false } as const;

export const REPORT_GROUPS = ['government', 'bank', 'payroll'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** What a writer is made for: a calendar month, one released cut-off, or a calendar year. */
export const REPORT_PERIODS = ['month', 'cutoff', 'year'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

export const ReportWriterSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  group: Type.Enum(REPORT_GROUPS),
  period: Type.Enum(REPORT_PERIODS),
  /** What the file is: its format and whether the layout is official or ours. */
  description: Type.String(),
});
export type ReportWriter = Static<typeof ReportWriterSchema>;
export const ReportWritersSchema = Type.Object({ items: Type.Array(ReportWriterSchema) });

export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** `POST /api/payroll/reports`: the writer and its period (the one its `period` names). */
export const GenerateReportRequestSchema = Type.Object(
  {
    writerId: Type.String({ minLength: 1, maxLength: 60 }),
    month: Type.Optional(
      Type.String({ pattern: MONTH_PATTERN, errorMessage: 'must be a month, YYYY-MM' }),
    ),
    cutoffId: Type.Optional(Id),
    /** Bank files: a released special payout (13th month, bonus, last pay) instead of a cut-off. */
    payoutId: Type.Optional(Id),
    year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
    /** The company's payroll bank account (`payroll-bank-account`) a bank file is paid from. */
    bankAccountId: Type.Optional(Id),
  },
  closed,
);
export type GenerateReportRequest = Static<typeof GenerateReportRequestSchema>;

const SkippedSchema = Type.Object({
  employeeNumber: Type.String(),
  name: Type.String(),
  reason: Type.String(),
});

/** A generated file, as the list shows it; download it at `/api/files/:fileId`. */
export const GeneratedReportSchema = Type.Object({
  id: Id,
  writerId: Type.String(),
  title: Type.String(),
  group: Type.Enum(REPORT_GROUPS),
  periodLabel: Type.String(),
  fileId: Id,
  fileName: Type.String(),
  rows: Type.Integer(),
  /** Exact money strings by name (e.g. `ee`, `er`, `net`). */
  totals: Type.Record(Type.String(), Type.String()),
  /** Employees left out of the file, and why. */
  skipped: Type.Array(SkippedSchema),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type GeneratedReport = Static<typeof GeneratedReportSchema>;

/** The result of a `payroll-report` run: the file it made. */
export type ReportRunResult = GeneratedReport;

export const GeneratedReportsQuerySchema = Type.Object(
  {
    group: Type.Optional(Type.Enum(REPORT_GROUPS)),
    /** Only the files of writers made for this kind of period (the alphalist page: `year`). */
    period: Type.Optional(Type.Enum(REPORT_PERIODS)),
    offset: Type.Optional(OffsetSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  closed,
);
export const GeneratedReportsSchema = Type.Object({
  items: Type.Array(GeneratedReportSchema),
  total: Type.Integer(),
});
export type GeneratedReports = Static<typeof GeneratedReportsSchema>;

/** What bank files can be made from, newest first: released cut-offs and special payouts. */
export const ReleasedCutoffsSchema = Type.Object({
  items: Type.Array(CutoffSchema),
  payouts: Type.Array(
    Type.Object({ id: Id, name: Type.String(), payDate: Type.String({ format: 'date' }) }),
  ),
});
