import { expect, it } from 'vitest';
import { errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

interface Queue {
  items: { approvalType: string; status: string }[];
  total: number;
  countsByType: Record<string, number>;
}

describeOnEachDatabase('list/application (the approver queue behind the menu badge)', (current) => {
  it('counts what is pending at this approver, per approval page', async () => {
    const approver = await signIn(current().app, 'acme', 'approver');
    const response = await approver.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: approver.account.accountId }, status: ['Pending'] },
    });
    expect(response.statusCode).toBe(200);
    const queue = response.json<Queue>();
    expect(queue.countsByType).toEqual({ leave: 1, overtime: 1 });
    expect(queue.total).toBe(2);
    expect(queue.items.every((item) => item.status === 'Pending')).toBe(true);
  });

  it('shows nothing to someone who approves nothing', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const queue = (
      await payroll.call('POST', '/api/hcm/list/application', {
        body: { approvalMatrix: { approverId: payroll.account.accountId }, status: ['Pending'] },
      })
    ).json<Queue>();
    expect(queue).toMatchObject({ total: 0, countsByType: {} });
  });

  it("keeps an employee out of an approver's queue and checks the body", async () => {
    const approver = await signIn(current().app, 'acme', 'approver');
    const employee = await signIn(current().app, 'acme', 'employee');
    const peek = await employee.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: approver.account.accountId } },
    });
    expect(peek.statusCode).toBe(403);
    const bad = await approver.call('POST', '/api/hcm/list/application', {
      body: { type: 'vacation' },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.[0]?.message).toMatch(/^Type must be one of: leave, overtime/);
  });
});
