import type { ApprovalLevel, Approver } from '../../shared/api/applications';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import type { ApprovalMatrixData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { partyOf } from './decision-rights';

// The approval matrix is an engine definition (schemas/approvals/approval-matrix.json): HR edits
// it with the generated pages; this module turns it into the chain of one application.

interface Subject {
  employeeNumber: string;
  department?: string;
}

const SPECIFICITY: Record<ApprovalMatrixData['appliesTo'], number> = {
  Employee: 3,
  Department: 2,
  Everyone: 1,
};

function covers(matrix: ApprovalMatrixData, subject: Subject, kind: ApplicationKind): boolean {
  if (!matrix.active || !matrix.applicationTypes.includes(kind)) return false;
  switch (matrix.appliesTo) {
    case 'Employee':
      return matrix.employee?.employeeNumber === subject.employeeNumber;
    case 'Department':
      return (
        Boolean(subject.department) &&
        matrix.department?.trim().toLowerCase() === subject.department?.trim().toLowerCase()
      );
    default:
      return true;
  }
}

/** The matrix that governs an employee's applications of a kind: the most specific one. */
export function pickMatrix(
  matrices: readonly ApprovalMatrixData[],
  subject: Subject,
  kind: ApplicationKind,
): ApprovalMatrixData | null {
  return (
    matrices
      .filter((matrix) => covers(matrix, subject, kind))
      .sort(
        (a, b) =>
          SPECIFICITY[b.appliesTo] - SPECIFICITY[a.appliesTo] || a.name.localeCompare(b.name),
      )[0] ?? null
  );
}

interface AccountRow {
  account_id: string;
  first_name: string;
  last_name: string;
  employee_number: string | null;
  roles: string[];
}

/**
 * The matrix's rows as ordered levels of live accounts. Nobody approves what names them: the
 * employee and whoever files it are left out, and a level left with no one is skipped.
 */
export function chainOf(
  matrix: ApprovalMatrixData,
  accounts: readonly AccountRow[],
  named: { employee_number: string; filed_by: string | null },
): ApprovalLevel[] {
  const byLevel = new Map<number, Map<string, Approver>>();
  for (const row of matrix.levels) {
    const matches = accounts.filter((account) =>
      row.role
        ? account.roles.includes(row.role)
        : account.employee_number === row.approver?.employeeNumber,
    );
    const level = byLevel.get(row.level) ?? new Map<string, Approver>();
    for (const account of matches) {
      const party = { accountId: account.account_id, employeeNumber: account.employee_number };
      if (partyOf(named, party)) continue;
      level.set(account.account_id, {
        accountId: account.account_id,
        name: `${account.first_name} ${account.last_name}`,
        employeeNumber: account.employee_number,
      });
    }
    byLevel.set(row.level, level);
  }
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, approvers]) => [...approvers.values()])
    .filter((approvers) => approvers.length > 0)
    .map((approvers, index) => ({ level: index + 1, approvers }));
}

/**
 * Who approves an employee's application of a kind filed by an account (null: none, as for a
 * sweep), level by level; null when no matrix does. Matrices and approvers are the
 * organisation's own, whatever else the connection may see.
 */
export async function resolveApprovalChain(
  tx: Tx,
  orgId: string,
  subject: Subject,
  kind: ApplicationKind,
  filedBy: string | null,
): Promise<{ matrix: string; levels: ApprovalLevel[] } | null> {
  const rows = await tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'approval-matrix')
    .where('deleted_at', 'is', null)
    .execute();
  const matrix = pickMatrix(
    rows.map((row) => row.data as ApprovalMatrixData),
    subject,
    kind,
  );
  if (!matrix) return null;
  const accounts = await tx
    .selectFrom('accounts')
    .select(['account_id', 'first_name', 'last_name', 'employee_number', 'roles'])
    .where('org_id', '=', orgId)
    .where('disabled_at', 'is', null)
    .execute();
  const named = { employee_number: subject.employeeNumber, filed_by: filedBy };
  return { matrix: matrix.name, levels: chainOf(matrix, accounts, named) };
}
