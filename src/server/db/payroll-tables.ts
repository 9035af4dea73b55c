import type { ColumnType, Generated } from 'kysely';
import type {
  CONTRIBUTION_BASES,
  ContributionSchedule,
  PayFrequency,
} from '../../shared/api/payroll-calculator';
import type { Backdated } from '../../shared/api/payroll-backdated';
import type { CutoffStatus } from '../../shared/api/payroll-cutoffs';
import type { Deferred, PayslipLine } from '../../shared/api/payroll-payslips';
import type { StatutoryTableKind } from '../../shared/api/payroll-tables';
import type { DateColumn, Json, Timestamp } from './column-types';

// Row types of the payroll tables (see database.ts); keep in step with db/migrations.
type ContributionBasis = (typeof CONTRIBUTION_BASES)[number];

export interface StatutoryTablesTable {
  org_id: string;
  kind: StatutoryTableKind;
  valid_from: DateColumn;
  source: string;
  data: Json<unknown>;
  created_by: string;
  created_at: Generated<Date>;
}

/** A version the platform's operators published for every organisation (no org_id). */
export interface PlatformStatutoryTablesTable {
  kind: StatutoryTableKind;
  valid_from: DateColumn;
  source: string;
  data: Json<unknown>;
  published_by: string;
  published_at: Generated<Date>;
}

export interface PayRegistersTable {
  org_id: string;
  register_id: Generated<string>;
  name: string;
  pay_frequency: PayFrequency;
  contribution_schedule: ContributionSchedule;
  sss_basis: ContributionBasis;
  philhealth_basis: ContributionBasis;
  hdmf_basis: ContributionBasis;
  /** numeric: read as text. */
  factor: ColumnType<string, number, number>;
  pay_day_offset: number;
  rules: Json<{ requireApprovedDtr: boolean }>;
  version: Generated<number>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PayRegisterMembersTable {
  org_id: string;
  register_id: string;
  employee_number: string;
  added_by: string;
  added_at: Generated<Date>;
}

export interface PayCutoffsTable {
  org_id: string;
  cutoff_id: Generated<string>;
  register_id: string;
  period_start: DateColumn;
  period_end: DateColumn;
  pay_date: DateColumn;
  period_no: number;
  status: Generated<CutoffStatus>;
  computation: Generated<number>;
  computed_by: string | null;
  computed_at: Timestamp | null;
  released_by: string | null;
  released_at: Timestamp | null;
}

/** Money columns are numeric(14,2), read as text: exact. */
type MoneyColumn = ColumnType<string, string, string>;

export interface PayslipsTable {
  org_id: string;
  cutoff_id: string;
  computation: number;
  employee_number: string;
  employee_name: string;
  gross_pay: MoneyColumn;
  total_deductions: MoneyColumn;
  net_pay: MoneyColumn;
  inputs: Json<unknown>;
  result: Json<unknown>;
  lines: Json<PayslipLine[]>;
  trace: Json<unknown>;
  tables: Json<Record<string, string>>;
  deferred: Json<Deferred[]>;
  backdated: Json<Backdated[]>;
  computed_at: Generated<Date>;
}

export interface PayslipAdjustmentsTable {
  org_id: string;
  cutoff_id: string;
  employee_number: string;
  adjustment_id: Generated<string>;
  name: string;
  type: 'Earning' | 'Deduction';
  /** Centavos. */
  amount: number;
  taxable: boolean;
  reason: string;
  created_by: string;
  created_at: Generated<Date>;
}

export interface PayConsolidationsTable {
  org_id: string;
  consolidation_id: Generated<string>;
  name: string;
  register_ids: string[];
  created_by: string;
  created_at: Generated<Date>;
}

export interface PayTimeCorrectionsTable {
  org_id: string;
  cutoff_id: string;
  employee_number: string;
  work_date: DateColumn;
  late_minutes: number | null;
  undertime_minutes: number | null;
  absent_minutes: number | null;
  overtime_minutes: number | null;
  reason: string;
  created_by: string;
  created_at: Generated<Date>;
}

export type SpecialPayoutKind = 'thirteenth_month' | 'bonus' | 'final_pay';

/** Off-cycle pay (13th month, bonuses, last pay): Draft -> Computed -> Released like a cut-off. */
export interface SpecialPayoutsTable {
  org_id: string;
  payout_id: Generated<string>;
  kind: SpecialPayoutKind;
  name: string;
  /** The calendar year the benefit belongs to. */
  year: number;
  pay_date: DateColumn;
  status: Generated<CutoffStatus>;
  /** Has a default: optional on insert. */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  computed_by: string | null;
  computed_at: Timestamp | null;
  released_by: string | null;
  released_at: Timestamp | null;
}

/** One employee's payslip of a special payout, its gross split as the BIR returns need it. */
export interface SpecialPayslipsTable {
  org_id: string;
  payout_id: string;
  employee_number: string;
  employee_name: string;
  gross_pay: MoneyColumn;
  /** 13th month and other benefits under the yearly exclusion (2316 item 34). */
  benefits_exempt: ColumnType<string, string | undefined, string>;
  /** 13th month and other benefits above the exclusion (2316 item 48). */
  benefits_taxable: ColumnType<string, string | undefined, string>;
  de_minimis: ColumnType<string, string | undefined, string>;
  /** Other non-taxable pay, e.g. separation pay for a cause beyond the employee's control. */
  other_non_taxable: ColumnType<string, string | undefined, string>;
  taxable_compensation: MoneyColumn;
  withholding_tax: MoneyColumn;
  total_deductions: MoneyColumn;
  net_pay: MoneyColumn;
  lines: Json<PayslipLine[]>;
  inputs: Json<unknown>;
  result: Json<unknown>;
  trace: Json<unknown>;
  computed_at: Generated<Date>;
}

/** A file a report writer made (payroll/reports), kept for download. */
export interface PayrollReportsTable {
  org_id: string;
  report_id: Generated<string>;
  writer_id: string;
  period_label: string;
  params: Json<Record<string, string>>;
  file_id: string;
  file_name: string;
  rows: number;
  totals: Json<Record<string, string>>;
  skipped: Json<{ employeeNumber: string; name: string; reason: string }[]>;
  created_by: string;
  created_at: Generated<Date>;
}
