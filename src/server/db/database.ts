import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { ApprovalLevel } from '../../shared/api/applications';
import type { JobRunState } from '../../shared/api/jobs';
import type { LedgerReason } from '../../shared/api/leave-credits';
import type { SignInMethod } from '../../shared/api/second-factor';
import type { PayBucket } from '../../shared/api/timekeeping';
import type { Capability } from '../../shared/access/capabilities';
import type { FileStoreKind } from '../config';
import type { DateColumn, Json, Timestamp } from './column-types';
import type {
  PayConsolidationsTable,
  PayrollReportsTable,
  PayCutoffsTable,
  PayRegisterMembersTable,
  PayRegistersTable,
  PayslipAdjustmentsTable,
  PayslipsTable,
  PayTimeCorrectionsTable,
  SpecialPayoutsTable,
  SpecialPayslipsTable,
  PlatformStatutoryTablesTable,
  StatutoryTablesTable,
} from './payroll-tables';
import type { ImportBatchRowsTable, ImportBatchesTable } from './import-tables';
import type {
  AnnouncementNoticesTable,
  NotificationSettingsTable,
  NotificationsTable,
} from './notification-tables';
import type { SavedViewsTable } from './saved-view-tables';
import type { CalendarFeedsTable } from './calendar-feed-tables';

// Row types of the tables the migrations create; keep in step with db/migrations.

export interface OrganizationsTable {
  org_id: string;
  trade_name: string;
  registered_name: string;
  color_template: Json<Record<string, unknown> | null> | null;
  flags: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  /** Set while the organisation is suspended: nobody of it signs in. */
  suspended_at: Timestamp | null;
  /** When its last complete export was written (deleting it needs one). */
  exported_at: Timestamp | null;
}

export interface OrgAssetsTable {
  org_id: string;
  /** `<kind>.<ext>` or `<kind>.<content hash>.<ext>`: the image's address. */
  name: string;
  /** Read from the name: logo, favicon, kiosk-logo or background. */
  kind: GeneratedAlways<string>;
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
  /** Built-in role names and the organisation's own role ids. */
  roles: ColumnType<string[], string[] | undefined, string[]>;
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

/** An organisation's own role: a named set of permissions (src/shared/access). */
export interface OrgRolesTable {
  org_id: string;
  role_id: string;
  name: string;
  description: Generated<string>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  created_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A named, scoped, expiring API token of an organisation, kept hashed. */
export interface IntegrationTokensTable {
  org_id: string;
  token_id: Generated<string>;
  name: string;
  token_hash: Buffer;
  scopes: ColumnType<string[], string[], string[]>;
  expires_at: Timestamp;
  created_by: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Timestamp | null;
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
  /** Signed in by someone who must use a second factor and has none: enrolment only. */
  must_enrol_second_factor: Generated<boolean>;
}

/** An account's authenticator (identity/second-factor.repository.ts). */
export interface AccountSecondFactorsTable {
  org_id: string;
  account_id: string;
  /** AES-256-GCM of the base32 secret (identity/totp.ts): nonce, tag, ciphertext. */
  secret_sealed: Buffer;
  confirmed_at: Timestamp | null;
  /** pg returns int8 as text. */
  last_time_step: ColumnType<string | null, number | undefined, number>;
  created_at: Generated<Date>;
}

export interface AccountRecoveryCodesTable {
  org_id: string;
  account_id: string;
  code_hash: Buffer;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** The step between a correct password and a second factor's code. */
export interface SignInChallengesTable {
  org_id: string;
  challenge_id: Generated<string>;
  account_id: string;
  token_hash: Buffer;
  expires_at: Timestamp;
  failures: Generated<number>;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
  /** How the sign-in's first step was passed: the session it opens is of that kind. */
  method: Generated<SignInMethod>;
}

export interface SignInPoliciesTable {
  org_id: string;
  two_factor_roles: string[];
  updated_by: string;
  updated_at: Generated<Date>;
}

export interface EmployeeGovernmentNumbersTable {
  org_id: string;
  record_id: string;
  kind: string;
  identity: string;
}

export interface OnboardingChecklistsTable {
  org_id: string;
  id: Generated<string>;
  account_id: string;
  employee_number: string;
  type: Generated<string>;
  due_date: DateColumn | null;
  /** Per sub-form formId: required (true) or not (false) for this hire, over the template. */
  required: ColumnType<Record<string, boolean>, string | undefined, string>;
  created_at: Generated<Date>;
  created_by: string;
  last_reminded_at: Date | null;
  applied_at: Date | null;
  applied_by: string | null;
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

/** A recovery e-mail change waiting for its owner's confirmation (identity/recovery-email.ts). */
export interface AccountEmailChangesTable {
  org_id: string;
  change_id: Generated<string>;
  account_id: string;
  new_email: string;
  token_hash: Buffer;
  requested_by: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
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

/** A platform operator: no organisation's, signs in to the platform console (operators/). */
export interface PlatformOperatorsTable {
  operator_id: Generated<string>;
  email: string;
  name: string;
  password_hash: string;
  created_at: Generated<Date>;
  last_sign_in_at: Timestamp | null;
  disabled_at: Timestamp | null;
}

export interface PlatformSessionsTable {
  session_id: Generated<string>;
  operator_id: string;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

/** What operators (console or command line) did to organisations and to the platform. */
export interface PlatformAuditTable {
  audit_id: Generated<number>;
  at: Generated<Date>;
  /** "operator:<e-mail>" or "cli:<user>". */
  operator: string;
  action: string;
  subject_org: string | null;
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
  /** The branded HTML beside the text; null for a mail of text alone. */
  body_html: string | null;
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
  /** The engine record (a leave credit adjustment) this entry follows, if any. */
  source_record_id: string | null;
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
  /** The list projection of `data` (IndexPlan.listed); null until derived. */
  list_data: unknown;
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
  import_batch_id: string | null;
}

export interface FilesTable {
  org_id: string;
  id: Generated<string>;
  name: string;
  content_type: string;
  size: number;
  /** The bytes, when the row keeps them (`store` postgres). */
  body: Buffer | null;
  /** Where the bytes are kept (`files/store/`). */
  store: FileStoreKind;
  created_at: Timestamp;
  created_by: string | null;
  /** What reads it besides its uploader and the readers of what references it. */
  readable_by: Capability[] | null;
}

/** A record or an application whose document names a stored file (who reads it, reads the file). */
export interface FileReferencesTable {
  org_id: string;
  file_id: string;
  kind: FileReferenceKind;
  source_id: string;
}

export type FileReferenceKind = 'record' | 'application';

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
  /** The imported record (time record, device log) the punch was made from. */
  source_record_id: string | null;
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
  /** Digest of the row as last stored, null before then: what a recompute compares. */
  figures_digest: string | null;
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
  /** What the run was queued with, so a failed run can be queued again as it was. */
  payload: Json<unknown> | null;
  /** The failed run this one retries. */
  retry_of: string | null;
  /** The instance working on it (app_instances), null while queued. */
  owner: string | null;
  /** How many times an instance started it (a run taken over is started again). */
  attempts: Generated<number>;
}

export interface AppInstancesTable {
  instance_id: string;
  host: string;
  pid: number;
  started_at: Generated<Date>;
  heartbeat_at: Generated<Date>;
}

export interface FormValidatorsTable {
  hash: string;
  code: string;
  created_at: Generated<Date>;
}

export interface NetworkSettingsTable {
  org_id: string;
  restricted: boolean;
  include_kiosk: boolean;
  ranges: Json<{ address: string; label: string }[]>;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** An organisation's OpenID Connect provider; the client secret is sealed (sso/client-secret.ts). */
export interface SsoSettingsTable {
  org_id: string;
  enabled: boolean;
  label: string;
  issuer: string;
  client_id: string;
  client_secret: Buffer | null;
  allow_account_creation: boolean;
  password_sign_in: boolean;
  allowed_domains: ColumnType<string[], string[], string[]>;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** A single sign-on under way, by its state's hash: taken once, within ten minutes. */
export interface SsoAttemptsTable {
  org_id: string;
  state_hash: Buffer;
  issuer: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
}

/** A one-time code the sign-in page exchanges for a session, by its hash. */
export interface SsoCodesTable {
  org_id: string;
  code_hash: Buffer;
  account_id: string;
  expires_at: Timestamp;
}

export interface AnnouncementReadsTable {
  org_id: string;
  announcement_id: string;
  account_id: string;
  read_at: Generated<Date>;
}

/** A record type an organisation built in the browser: its current definition, as authored. */
export interface OrgFormDefinitionsTable {
  org_id: string;
  form_id: string;
  version: number;
  definition: Json<unknown>;
  created_at: Generated<Date>;
  created_by: string | null;
  updated_at: Generated<Date>;
  updated_by: string | null;
  deleted_at: Date | null;
}

/** Every saved version of an organisation's definition. */
export interface OrgFormDefinitionVersionsTable {
  org_id: string;
  form_id: string;
  version: number;
  definition: Json<unknown>;
  saved_at: Generated<Date>;
  saved_by: string | null;
  note: string | null;
}

export interface Database {
  platform_operators: PlatformOperatorsTable;
  platform_sessions: PlatformSessionsTable;
  platform_audit: PlatformAuditTable;
  organizations: OrganizationsTable;
  org_assets: OrgAssetsTable;
  accounts: AccountsTable;
  org_roles: OrgRolesTable;
  integration_tokens: IntegrationTokensTable;
  platform_statutory_tables: PlatformStatutoryTablesTable;
  sessions: SessionsTable;
  account_second_factors: AccountSecondFactorsTable;
  account_recovery_codes: AccountRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  sign_in_policies: SignInPoliciesTable;
  password_resets: PasswordResetsTable;
  account_email_changes: AccountEmailChangesTable;
  employee_government_numbers: EmployeeGovernmentNumbersTable;
  onboarding_checklists: OnboardingChecklistsTable;
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
  file_references: FileReferencesTable;
  record_index_plans: RecordIndexPlansTable;
  punches: PunchesTable;
  dtr_days: DtrDaysTable;
  kiosks: KiosksTable;
  job_runs: JobRunsTable;
  app_instances: AppInstancesTable;
  form_validators: FormValidatorsTable;
  network_settings: NetworkSettingsTable;
  sso_settings: SsoSettingsTable;
  sso_attempts: SsoAttemptsTable;
  sso_codes: SsoCodesTable;
  announcement_reads: AnnouncementReadsTable;
  org_form_definitions: OrgFormDefinitionsTable;
  org_form_definition_versions: OrgFormDefinitionVersionsTable;
  statutory_tables: StatutoryTablesTable;
  pay_registers: PayRegistersTable;
  pay_register_members: PayRegisterMembersTable;
  pay_cutoffs: PayCutoffsTable;
  payslips: PayslipsTable;
  special_payouts: SpecialPayoutsTable;
  special_payslips: SpecialPayslipsTable;
  payroll_reports: PayrollReportsTable;
  payslip_adjustments: PayslipAdjustmentsTable;
  pay_consolidations: PayConsolidationsTable;
  pay_time_corrections: PayTimeCorrectionsTable;
  import_batches: ImportBatchesTable;
  import_batch_rows: ImportBatchRowsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  announcement_notices: AnnouncementNoticesTable;
  saved_views: SavedViewsTable;
  calendar_feeds: CalendarFeedsTable;
}
