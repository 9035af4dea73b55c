import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { ReportGroup, ReportPeriodKind } from '../../../shared/api/payroll-reports';
import type { PayrollBankAccountData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';

// The plug point of the payroll files (docs/payroll-files.md): a writer reads what its file
// needs through `ctx.tx` and hands back the bytes; the `payroll-report` job stores them and
// records the file. An official layout (the SSS R3 text file, a bank's new template) is a new
// writer in report-registry.ts, next to ours.

/** The period a file is for; only the field of the writer's `period` is set. */
export interface ReportPeriod {
  kind: ReportPeriodKind;
  /** As shown: "2026-10", "Head office 2026-10-01 to 2026-10-15", "2026". */
  label: string;
  /** YYYY-MM. */
  month?: string;
  /** A released cut-off, or (bank files) a released special payout. */
  cutoff?: Cutoff;
  payout?: { id: string; name: string; payDate: string };
  year?: number;
}

/** The company account a bank file is paid from, with its bank's code (BDO, BPI, ...). */
export interface CompanyBankAccount {
  id: string;
  data: PayrollBankAccountData;
  bankCode: string | null;
}

export interface Skipped {
  employeeNumber: string;
  name: string;
  reason: string;
}

/** What a writer hands back: the file, its data rows, and its totals as exact money strings. */
export interface ReportFile {
  name: string;
  type: string;
  body: Buffer;
  rows: number;
  totals: Record<string, string>;
  /** Employees left out of the file, and why. */
  skipped?: Skipped[];
}

export interface WriterContext {
  tx: Tx;
  orgId: string;
  period: ReportPeriod;
  /** Set for the bank group, null otherwise. */
  bankAccount: CompanyBankAccount | null;
}

export interface ReportWriter {
  /** Stable: stored with each file, and what a client asks for. */
  id: string;
  title: string;
  group: ReportGroup;
  period: ReportPeriodKind;
  /** The format and whether the layout is official or our documented one. */
  description: string;
  /** Bank writers: the bank the paying account must be at (BDO, BPI); any bank when absent. */
  bankCode?: string;
  /** Bank writers: the paying account needs the company code the bank assigned. */
  needsCompanyCode?: boolean;
  write(ctx: WriterContext): Promise<ReportFile>;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';
export const ZIP_TYPE = 'application/zip';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';
