import { describe, expect, it } from 'vitest';
import { chainOf, pickMatrix } from '../../../../src/server/approvals/approval-chain';
import type { ApprovalMatrixData } from '../../../../src/shared/forms/record-types.generated';

const matrix = (overrides: Partial<ApprovalMatrixData>): ApprovalMatrixData => ({
  name: 'Everyone',
  appliesTo: 'Everyone',
  applicationTypes: ['leave', 'overtime'],
  levels: [{ level: 1, role: 'approver' }],
  active: true,
  ...overrides,
});

const account = (id: string, role: string, employeeNumber: string) => ({
  account_id: id,
  first_name: id,
  last_name: 'X',
  roles: [role],
  employee_number: employeeNumber,
});

describe('approval matrix', () => {
  const everyone = matrix({});
  const finance = matrix({ name: 'Finance', appliesTo: 'Department', department: 'Finance' });
  const carla = matrix({
    name: 'Carla',
    appliesTo: 'Employee',
    employee: { id: '00000000-0000-0000-0000-000000000001', label: 'Carla', employeeNumber: 'E-5' },
  });

  it('picks the most specific matrix that covers the application type', () => {
    const all = [everyone, finance, carla];
    expect(pickMatrix(all, { employeeNumber: 'E-5', department: 'Finance' }, 'leave')?.name).toBe(
      'Carla',
    );
    expect(pickMatrix(all, { employeeNumber: 'E-6', department: ' finance ' }, 'leave')?.name).toBe(
      'Finance',
    );
    expect(pickMatrix(all, { employeeNumber: 'E-6', department: 'Sales' }, 'leave')?.name).toBe(
      'Everyone',
    );
    expect(pickMatrix(all, { employeeNumber: 'E-5' }, 'mta')).toBeNull();
    expect(pickMatrix([matrix({ active: false })], { employeeNumber: 'E-5' }, 'leave')).toBeNull();
  });

  it('orders levels, merges alternatives, leaves out the employee and skips empty levels', () => {
    const accounts = [
      account('ramon', 'approver', 'E-4'),
      account('jose', 'hr', 'E-2'),
      account('maria', 'admin', 'E-1'),
    ];
    const chain = chainOf(
      matrix({
        levels: [
          { level: 3, role: 'admin' },
          { level: 1, role: 'approver' },
          { level: 1, approver: { id: 'x', label: 'Jose', employeeNumber: 'E-2' } },
          { level: 2, role: 'payroll' },
        ],
      }),
      accounts,
      { employee_number: 'E-5', filed_by: null },
    );
    expect(chain.map((level) => [level.level, level.approvers.map((a) => a.accountId)])).toEqual([
      [1, ['ramon', 'jose']],
      [2, ['maria']],
    ]);
    // Ramon filing: he is not his own approver; Jose alone decides level 1.
    expect(
      chainOf(
        matrix({
          levels: [
            { level: 1, role: 'approver' },
            { level: 1, role: 'hr' },
          ],
        }),
        accounts,
        { employee_number: 'E-4', filed_by: 'ramon' },
      ),
    ).toEqual([
      { level: 1, approvers: [{ accountId: 'jose', name: 'jose X', employeeNumber: 'E-2' }] },
    ]);
  });

  it('leaves out whoever files it for the employee, and a level it empties', () => {
    const accounts = [
      account('ramon', 'approver', 'E-4'),
      account('jose', 'hr', 'E-2'),
      account('maria', 'admin', 'E-1'),
    ];
    // HR files for Carla: HR is not among her approvers, and HR's own level is skipped.
    const levels: ApprovalMatrixData['levels'] = [
      { level: 1, role: 'hr' },
      { level: 1, role: 'approver' },
      { level: 2, role: 'hr' },
      { level: 3, role: 'admin' },
    ];
    const chain = chainOf(matrix({ levels }), accounts, {
      employee_number: 'E-5',
      filed_by: 'jose',
    });
    expect(chain.map((level) => [level.level, level.approvers.map((a) => a.accountId)])).toEqual([
      [1, ['ramon']],
      [2, ['maria']],
    ]);
  });
});
