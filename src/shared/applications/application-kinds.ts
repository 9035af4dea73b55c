import type { ApprovalPage } from '../approval-pages';

/**
 * The seven application types an employee files (spec: Applications), the DTR review of a
 * cut-off, and the records staff file (employee movements, loans, workflow transitions), which go through the same
 * approval. `emailType` is the type segment of the e-mail approval link, spelled as the spec
 * spells it.
 */
export const APPLICATION_KINDS = {
  leave: { label: 'Leave', emailType: 'leave' },
  overtime: { label: 'Overtime', emailType: 'overtime' },
  'official-business': { label: 'Official Business', emailType: 'official-bussiness' },
  'punch-alteration': { label: 'Time Correction', emailType: 'punch-alteration' },
  'change-work-schedule': { label: 'Change Work Schedule', emailType: 'change-work-schedule' },
  cto: { label: 'Compensatory Time Off', emailType: 'compensatory-time-off' },
  mta: { label: 'Manual Time Attendance', emailType: 'mta' },
  /** A cut-off's time record submitted for review; once approved, its dates are closed. */
  dtr: { label: 'DTR Review', emailType: 'dtr' },
  /** A promotion, transfer, rate or status change HR files for an employee (ERS). */
  movement: { label: 'Employee Movement', emailType: 'movement' },
  /** A payroll loan, approved before it deducts where the organisation says so. */
  loan: { label: 'Loan', emailType: 'loan' },
  /** A record of any definition moved by a workflow transition that goes through approval. */
  records: { label: 'Record', emailType: 'records' },
} as const;

export type ApplicationKind = keyof typeof APPLICATION_KINDS;
export const APPLICATION_KIND_SLUGS = Object.keys(APPLICATION_KINDS) as ApplicationKind[];

/** Kinds that are records staff file (not an employee's application), approved alike. */
export const RECORD_KINDS = [
  'movement',
  'loan',
  'records',
] as const satisfies readonly ApplicationKind[];
export type RecordKind = (typeof RECORD_KINDS)[number];
export const isRecordKind = (kind: string): kind is RecordKind =>
  (RECORD_KINDS as readonly string[]).includes(kind);

export const OVERTIME_TYPES = ['Overtime', 'Rest day shift', 'Holiday shift'] as const;
export type OvertimeType = (typeof OVERTIME_TYPES)[number];

/** Overtime is approved on three pages, by its overtime type; every other kind on its own. */
export function approvalPageOf(kind: ApplicationKind, overtimeType?: OvertimeType): ApprovalPage {
  if (kind !== 'overtime') return kind;
  if (overtimeType === 'Rest day shift') return 'rest-day';
  if (overtimeType === 'Holiday shift') return 'holiday';
  return 'overtime';
}

/** The kinds whose applications an approval page lists. */
export function kindOfApprovalPage(page: ApprovalPage): ApplicationKind | null {
  if (page === 'rest-day' || page === 'holiday') return 'overtime';
  return page;
}
