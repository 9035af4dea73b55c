import { beforeAll, expect, it } from 'vitest';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, hire, registerOf } from './support/payroll';

describeOnEachDatabase('earning, deduction and adjustment types', (current) => {
  let payroll: ApiCaller;
  let admin: ApiCaller;
  const types = new Map<string, RecordItem>();

  beforeAll(async () => {
    [payroll, admin] = await Promise.all([
      signIn(current().app, 'acme', 'payroll'),
      signIn(current().app, 'acme', 'admin'),
    ]);
    const listed = await payroll.call('POST', '/api/records/list', {
      body: { form_id: 'payroll-eda-type', fields: ['*'] },
    });
    for (const item of listed.json<RecordListResponse>().items)
      types.set(String(item.data.code), item as RecordItem);
  });

  const refOf = (code: string) => ({ id: types.get(code)!.id, label: code });

  it('taxes and prioritises an earning or deduction as the type it names says', async () => {
    const { employeeNumber, ref } = await hire(admin, 'Typed');
    const addItem = (data: Record<string, unknown>) =>
      payroll.call('POST', '/api/records', {
        body: {
          form_id: 'payroll-earning-deduction',
          data: {
            employee: ref,
            recurrence: 'Every cut-off',
            startDate: '2026-01-01',
            active: true,
            ...data,
          },
        },
      });
    // The record says taxable; its type (rice subsidy, de minimis) says otherwise and wins.
    const rice = await addItem({
      type: 'Earning',
      name: 'Rice',
      edaType: refOf('RICE'),
      amount: 100_000,
    });
    expect(rice.statusCode, rice.body).toBe(201);

    const wrongKind = await addItem({
      type: 'Earning',
      name: 'Advance',
      edaType: refOf('CASH-ADV'),
      amount: 50_000,
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(errorOf(wrongKind).fields).toContainEqual({
      path: '/type',
      message: 'Cash advance is a deduction type: choose Deduction or another type.',
    });

    const { cutoffs } = await registerOf(payroll, 'Typed', [employeeNumber]);
    const cutoff = cutoffs.find((item) => item.periodStart === '2026-10-01')!;
    const payslip = async () => {
      await compute(payroll, cutoff.id);
      return (
        await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)
      ).json<Payslip>();
    };
    expect((await payslip()).inputs).toMatchObject({
      non_taxable_allowances: '1000.00',
      taxable_allowances: '0.00',
    });

    // Changing the type changes every earning that names it, at the next computation.
    const rule = types.get('RICE')!;
    const changed = await payroll.call('PUT', `/api/records/${rule.id}`, {
      body: { version: rule.version, data: { ...rule.data, taxable: true } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await payslip()).inputs).toMatchObject({
      non_taxable_allowances: '0.00',
      taxable_allowances: '1000.00',
    });
  });

  it('keeps each organisation’s types to itself', async () => {
    const other = await signIn(current().app, 'icare', 'payroll');
    const seen = await other.call('GET', `/api/records/${types.get('RICE')!.id}`);
    expect(seen.statusCode).toBe(404);
  });
});
