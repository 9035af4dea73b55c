import type { ColumnType, Generated } from 'kysely';
import type {
  CONTRIBUTION_BASES,
  ContributionSchedule,
  PayFrequency,
} from '../../shared/api/payroll-calculator';
import type { Backdated } from '../../shared/api/payroll-backdated';
import type { CutoffStatus, Deferred, PayslipLine } from '../../shared/api/payroll-registers';
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
