import Decimal from 'decimal.js';
import type { Role } from '../../../src/shared/roles';
import {
  checkGovernmentNumber,
  governmentNumberIdentity,
  GOVERNMENT_NUMBER_KINDS,
  type GovernmentNumberKind,
} from '../../../src/shared/people/government-numbers';

// What of a person is confidential, where it is kept, and who besides that person may read it.

export type ConfidentialKind =
  | 'pay'
  | 'net pay'
  | 'payroll totals'
  | 'bank account'
  | 'government numbers'
  | 'birth date'
  | 'address'
  | 'loan'
  | 'appraisal'
  | 'disciplinary case';

/**
 * Who reads OTHER people's values of each kind; everyone reads their own. Pay and personal
 * data are the employee master's readers (`ers-employee` access; the profile's pay section is
 * for admins, HR and payroll), payslips and totals payroll's readers (`PAYROLL_READERS`),
 * loans, appraisals and disciplinary cases their definitions' `access`. `approver`: also the
 * approver a pending approval of the record waits on, who decides it (an appraisal's manager).
 */
export const READERS: Readonly<Record<ConfidentialKind, { roles: Role[]; approver?: true }>> = {
  pay: { roles: ['admin', 'hr', 'payroll'] },
  'net pay': { roles: ['admin', 'hr', 'payroll'] },
  'payroll totals': { roles: ['admin', 'hr', 'payroll'] },
  'bank account': { roles: ['admin', 'hr', 'payroll'] },
  'government numbers': { roles: ['admin', 'hr', 'payroll'] },
  'birth date': { roles: ['admin', 'hr', 'payroll'] },
  address: { roles: ['admin', 'hr', 'payroll'] },
  loan: { roles: ['admin', 'hr', 'payroll'], approver: true },
  appraisal: { roles: ['admin', 'hr'], approver: true },
  'disciplinary case': { roles: ['admin', 'hr'] },
};

/**
 * Where each kind is kept in the record engine, as JSON pointers (`*`: every key or item).
 * An appraisal's scores are small integers no answer could be searched for; its comments
 * travel with them. Payslips are not records: their net pay is read from the payroll API.
 */
export const CONFIDENTIAL_FIELDS: readonly {
  formId: string;
  pointer: string;
  kind: ConfidentialKind;
}[] = [
  { formId: 'ers-employee', pointer: '/rate', kind: 'pay' },
  { formId: 'ers-employee', pointer: '/bankAccountNumber', kind: 'bank account' },
  { formId: 'ers-employee', pointer: '/governmentNumbers/*', kind: 'government numbers' },
  { formId: 'ers-employee', pointer: '/birthDate', kind: 'birth date' },
  { formId: 'ers-employee', pointer: '/presentAddress/line1', kind: 'address' },
  { formId: 'ers-employee', pointer: '/presentAddress/city', kind: 'address' },
  { formId: 'ers-employee', pointer: '/permanentAddress/line1', kind: 'address' },
  { formId: 'onb-salary', pointer: '/monthlyBasic', kind: 'pay' },
  { formId: 'payroll-loan', pointer: '/principal', kind: 'loan' },
  { formId: 'payroll-loan', pointer: '/purpose', kind: 'loan' },
  { formId: 'payroll-loan', pointer: '/loanReference', kind: 'loan' },
  { formId: 'pms-appraisal', pointer: '/employeeComments', kind: 'appraisal' },
  { formId: 'pms-appraisal', pointer: '/managerComments', kind: 'appraisal' },
  { formId: 'pms-appraisal', pointer: '/calibrationNote', kind: 'appraisal' },
  { formId: 'pms-appraisal', pointer: '/kpis/*/selfComment', kind: 'appraisal' },
  { formId: 'pms-appraisal', pointer: '/kpis/*/comment', kind: 'appraisal' },
  { formId: 'ers-disciplinary-action', pointer: '/description', kind: 'disciplinary case' },
];

/** One person's confidential value, as an answer would carry it. */
export interface Canary {
  value: string;
  kind: ConfidentialKind;
  /** Whose it is (an employee number); null: the organisation's (a cut-off's or payout's totals). */
  owner: string | null;
  /** Accounts an approval of its record waits on. */
  waitingOn: readonly string[];
}

export interface Viewer {
  role: Role;
  employeeNumber: string;
  accountId: string;
}

/** Whether the declared policy lets `viewer` read the canary. */
export function mayRead(viewer: Viewer, canary: Canary): boolean {
  const readers = READERS[canary.kind];
  return (
    canary.owner === viewer.employeeNumber ||
    readers.roles.includes(viewer.role) ||
    (readers.approver === true && canary.waitingOn.includes(viewer.accountId))
  );
}

/** Shorter text or money could turn up by chance; ours is longer, the demo's free text too. */
const DISTINCT_TEXT = 10;
const DISTINCT_CENTAVOS = 1_000_000;

/** A money amount as the API writes it: centavos in records, pesos in payroll, grouped in print. */
export function moneyForms(pesos: Decimal.Value): string[] {
  const amount = new Decimal(pesos);
  const [whole = '', cents = ''] = amount.toFixed(2).split('.');
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  return [...new Set([amount.times(100).toFixed(0), amount.toFixed(2), grouped])];
}

/** The forms a government number is written in: as stored, its digits, printed, the taxpayer's. */
function governmentNumberForms(kind: GovernmentNumberKind, value: string): string[] {
  const check = checkGovernmentNumber(kind, value);
  if (!check.ok) return [value];
  return [value, check.digits, check.formatted, governmentNumberIdentity(kind, check.digits)];
}

/** The text leaves of a rich-text (Slate) document. */
function slateText(nodes: unknown): string[] {
  if (Array.isArray(nodes)) return nodes.flatMap(slateText);
  if (typeof nodes !== 'object' || nodes === null) return [];
  const node = nodes as { text?: unknown; children?: unknown };
  return typeof node.text === 'string' ? [node.text] : slateText(node.children);
}

/** The values at a pointer with `*` segments, and the last key each was found under. */
function valuesAt(data: unknown, segments: string[], key = ''): [string, unknown][] {
  if (segments.length === 0) return data === undefined ? [] : [[key, data]];
  if (typeof data !== 'object' || data === null) return [];
  const [head = '', ...rest] = segments;
  const container = data as Record<string, unknown>;
  const keys = head === '*' ? Object.keys(container) : [head];
  return keys.flatMap((next) => valuesAt(container[next], rest, next));
}

/** The distinctive text forms of one field's value, to search answers for. */
function formsOf(key: string, value: unknown): string[] {
  if (typeof value === 'number')
    return value >= DISTINCT_CENTAVOS ? moneyForms(new Decimal(value).dividedBy(100)) : [];
  if (typeof value === 'string') {
    const kind = GOVERNMENT_NUMBER_KINDS.find((each) => each === key);
    if (kind) return governmentNumberForms(kind, value);
    return value.length >= DISTINCT_TEXT ? [value] : [];
  }
  return slateText(value).filter((text) => text.length >= DISTINCT_TEXT);
}

/** The canaries a record of a form holds for its employee `owner`. */
export function canariesOf(
  formId: string,
  data: unknown,
  owner: string,
  waitingOn: readonly string[],
): Canary[] {
  return CONFIDENTIAL_FIELDS.filter((field) => field.formId === formId).flatMap(
    ({ pointer, kind }) =>
      valuesAt(data, pointer.split('/').slice(1)).flatMap(([key, value]) =>
        formsOf(key, value).map((form) => ({ value: form, kind, owner, waitingOn })),
      ),
  );
}
