import type { ColumnType, Generated } from 'kysely';
import type { ApprovalLevel } from '../../shared/api/applications';
import type { JobRunState } from '../../shared/api/jobs';
import type { LedgerReason } from '../../shared/api/leave-credits';
import type {
  CONTRIBUTION_BASES,
  ContributionSchedule,
  PayFrequency,
} from '../../shared/api/payroll-calculator';
import type { Backdated } from '../../shared/api/payroll-backdated';
import type { CutoffStatus, Deferred, PayslipLine } from '../../shared/api/payroll-registers';
import type { StatutoryTableKind } from '../../shared/api/payroll-tables';
import type { PayBucket } from '../../shared/api/timekeeping';
import type { Role } from '../../shared/roles';

// Row types of the tables the migrations create; keep in step with db/migrations.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** `date` columns are read as `YYYY-MM-DD` text (see connection.ts). */
type DateColumn = ColumnType<string, string, string>;
type ContributionBasis = (typeof CONTRIBUTION_BASES)[number];

export interface OrganizationsTable {
  org_id: string;
  trade_name: string;
  registered_name: string;
  color_template: Json<Record<string, unknown> | null> | null;
  flags: Json<Record<string, unknown>>;
  background: string | null;
  created_at: Generated<Date>;
}

export interface OrgAssetsTable {
  org_id: string;
  name: string;
  content_type: string;
  body: Buffer;
}

export interface AccountsTable {
  org_id: string;
  account_id: Generated<string>;
  username: string;
  email: string | null;
  employee_number: string | null;
  first_name: string;
  last_name: string;
  suffix: string | null;
  position: string | null;
  department: string | null;
  photo: string | null;
  schedule_template: string | null;
  has_breaks: Generated<boolean>;
  role: string;
  status: Generated<string>;
  logged_in: Generated<boolean>;
  steps: Json<{ changePassword: boolean }>;
  password_hash: string;
  pin_hash: string | null;
  preferences: Json<Record<string, unknown> | null> | null;
  disabled_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  org_id: string;
  session_id: Generated<string>;
  account_id: string;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  last_seen_at: Generated<Date>;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface EmployeeGovernmentNumbersTable {
  org_id: string;
  record_id: string;
  kind: string;
  identity: string;
}

export interface PasswordResetsTable {
  org_id: string;
  reset_id: Generated<string>;
  account_id: string;
  token_hash: Buffer;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
  purpose: Generated<'reset' | 'activation'>;
}

export interface AuditLogTable {
  org_id: string;
  audit_id: Generated<number>;
  at: Generated<Date>;
  account_id: string | null;
  username: string | null;
  module: string;
  action: string;
  detail: Json<Record<string, unknown>>;
  ip: string | null;
}

export interface MailOutboxTable {
  org_id: string;
  mail_id: Generated<number>;
  created_at: Generated<Date>;
  to_address: string;
  subject: string;
  body_text: string;
  status: Generated<'queued' | 'sent' | 'failed'>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** jsonb, written as JSON text; `[]` unless given. */
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
}

/** An attachment by reference: its source's renderer makes the bytes when the mail is sent. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  source: { kind: string } & Record<string, unknown>;
}

export interface ApplicationsTable {
  org_id: string;
  application_id: Generated<string>;
  approval_type: string;
  employee_number: string;
  employee_name: string;
  status: string;
  date_applied: Timestamp;
  summary: string;
  current_approver_ids: string[];
  kind: string;
  details: Json<Record<string, unknown>>;
  date_from: DateColumn;
  date_to: DateColumn;
  levels: Json<ApprovalLevel[]>;
  current_level: Generated<number>;
  charge_minutes: Generated<number>;
  filed_by: string;
  backdated: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface ApplicationDecisionsTable {
  org_id: string;
  decision_id: Generated<string>;
  application_id: string;
  level: number;
  decision: 'Approved' | 'Rejected' | 'Cancelled';
  decided_by: string;
  decided_by_name: string;
  channel: 'app' | 'email';
  remark: Generated<string>;
  decided_at: Generated<Date>;
}

export interface ApprovalLinksTable {
  org_id: string;
  token_hash: Buffer;
  application_id: string;
  level: number;
  account_id: string;
  decision: 'Approved' | 'Rejected';
  expires_at: Date;
  used_at: Date | null;
}

export interface LeaveLedgerTable {
  org_id: string;
  entry_id: Generated<string>;
  employee_number: string;
  leave_type: string;
  minutes: number;
  reason: LedgerReason;
  period: string | null;
  application_id: string | null;
  note: Generated<string>;
  recorded_by: string;
  recorded_at: Generated<Date>;
  removed_at: Date | null;
}

export interface SignInThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Key columns of `records` (see the record-engine migration and forms/index-plan). */
export type RecordKeyColumns = {
  [column in `t${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`]: Generated<string>;
} & { [column in `n${1 | 2 | 3 | 4}`]: Generated<string> } & {
  [column in `b${1 | 2}`]: Generated<boolean>;
};

export type RecordsTable = RecordKeyColumns & {
  org_id: string;
  id: Generated<string>;
  form_id: string;
  version: Generated<number>;
  data: unknown;
  employee_number: string | null;
  search: Generated<string>;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
  deleted_at: Timestamp | null;
};

export interface RecordHistoryTable {
  org_id: string;
  record_id: string;
  version: number;
  action: 'created' | 'updated' | 'deleted' | 'restored';
  at: Timestamp;
  by_username: string | null;
  changes: unknown;
}

export interface FilesTable {
  org_id: string;
  id: Generated<string>;
  name: string;
  content_type: string;
  size: number;
  body: Buffer;
  created_at: Timestamp;
  created_by: string | null;
  /** Roles that may read it; null: everyone signed in to the organisation. */
  readable_by: Role[] | null;
}

export interface RecordIndexPlansTable {
  form_id: string;
  plan_hash: string;
  plan: unknown;
  updated_at: Timestamp;
}

export interface PunchesTable {
  org_id: string;
  punch_id: Generated<string>;
  employee_number: string;
  punched_at: Timestamp;
  direction: 'in' | 'out';
  source: 'web-bundy' | 'kiosk' | 'import' | 'correction';
  recorded_by: string;
  recorded_at: Generated<Date>;
}

export interface KiosksTable {
  org_id: string;
  kiosk_id: Generated<string>;
  name: string;
  site: string | null;
  token_hash: Buffer;
  created_by: string;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface DtrDaysTable {
  org_id: string;
  employee_number: string;
  /** A date column, read as text (YYYY-MM-DD) by the queries that select it. */
  work_date: ColumnType<string, string, string>;
  day_type: string;
  scheduled_minutes: number;
  worked_minutes: number;
  late_minutes: number;
  undertime_minutes: number;
  absent: boolean;
  absent_minutes: number;
  paid_leave_minutes: number;
  unpaid_leave_minutes: number;
  official_business_minutes: number;
  overtime_minutes: number;
  night_minutes: number;
  holiday_pay_days: number;
  buckets: Json<PayBucket[]>;
  exceptions: string[];
  schedule: string;
  computed_at: Generated<Date>;
}

export interface JobRunsTable {
  org_id: string;
  id: Generated<string>;
  kind: string;
  subject: string;
  state: Generated<JobRunState>;
  done: Generated<number>;
  total: Generated<number>;
  message: Generated<string>;
  result: Json<unknown> | null;
  error: string | null;
  requested_by: string;
  requested_at: Generated<Date>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

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

export interface Database {
  organizations: OrganizationsTable;
  org_assets: OrgAssetsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  employee_government_numbers: EmployeeGovernmentNumbersTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  applications: ApplicationsTable;
  application_decisions: ApplicationDecisionsTable;
  approval_links: ApprovalLinksTable;
  leave_ledger: LeaveLedgerTable;
  sign_in_throttle: SignInThrottleTable;
  records: RecordsTable;
  record_history: RecordHistoryTable;
  files: FilesTable;
  record_index_plans: RecordIndexPlansTable;
  punches: PunchesTable;
  dtr_days: DtrDaysTable;
  kiosks: KiosksTable;
  job_runs: JobRunsTable;
  statutory_tables: StatutoryTablesTable;
  pay_registers: PayRegistersTable;
  pay_register_members: PayRegisterMembersTable;
  pay_cutoffs: PayCutoffsTable;
  payslips: PayslipsTable;
  payslip_adjustments: PayslipAdjustmentsTable;
  pay_consolidations: PayConsolidationsTable;
  pay_time_corrections: PayTimeCorrectionsTable;
}
