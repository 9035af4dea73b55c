import dayjs from 'dayjs';
import { beforeAll, expect, it } from 'vitest';
import type { ExpiringDocumentsResponse } from '../../src/shared/api/expiring-documents';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { todayAtWork } from '../../src/shared/timekeeping/time-labels';
import { ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const CERTIFICATIONS = 'onb-certifications';
const inDays = (days: number) => dayjs(todayAtWork()).add(days, 'day').format('YYYY-MM-DD');

describeOnEachDatabase('expiring documents on HR’s home', (current) => {
  let hr: ApiCaller;

  const employeeRef = async (employeeNumber: string) => {
    const { items } = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: 'ers-employee',
      employeeNumber,
    });
    return { id: items[0]!.id, label: 'x', employeeNumber };
  };
  const certify = async (employeeNumber: string, certifications: object[]) =>
    ok<RecordItem>(hr, 'POST', '/api/records', {
      form_id: CERTIFICATIONS,
      data: { employee: await employeeRef(employeeNumber), certifications },
    });
  const expiring = (caller: ApiCaller, query = '') =>
    caller.call('GET', `/api/hcm/expiring-documents${query}`);

  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
    await certify('2022-0003', [
      { name: 'Payroll NC III', number: 'PAY-1', expiresOn: inDays(200) },
      { name: 'Certified Payroll Professional', expiresOn: inDays(20) },
      { name: 'Bookkeeping NC II' },
    ]);
    await certify('2022-0007', [
      { name: 'Certified Public Accountant', number: '0654321', expiresOn: inDays(-10) },
    ]);
  });

  it('lists what expires within the window and what has expired, soonest first', async () => {
    const answer = await expiring(hr);
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, total, within } = answer.json<ExpiringDocumentsResponse>();
    expect(within).toBe(60);
    const ours = items.filter((item) => ['2022-0003', '2022-0007'].includes(item.employeeNumber));
    expect(ours).toEqual([
      expect.objectContaining({
        employeeNumber: '2022-0007',
        employeeName: 'Villanueva, Liza',
        document: 'Certified Public Accountant',
        number: '0654321',
        expiresOn: inDays(-10),
        daysLeft: -10,
      }),
      expect.objectContaining({
        employeeNumber: '2022-0003',
        employeeName: 'Cruz, Ana',
        document: 'Certified Payroll Professional',
        number: null,
        daysLeft: 20,
      }),
    ]);
    expect(total).toBe(items.length);

    const year = (await expiring(hr, '?within=366')).json<ExpiringDocumentsResponse>();
    expect(year.items.map((item) => item.document)).toContain('Payroll NC III');
    expect(year.items.map((item) => item.document)).not.toContain('Bookkeeping NC II');
  });

  it('is HR’s: not for those who cannot read everyone’s certifications, nor across organisations', async () => {
    for (const user of ['employee', 'payroll', 'approver']) {
      const caller = await signIn(current().app, 'acme', user);
      expect((await expiring(caller)).statusCode, user).toBe(403);
    }
    const icare = await signIn(current().app, 'icare', 'hr');
    const theirs = (await expiring(icare, '?within=366')).json<ExpiringDocumentsResponse>();
    expect(theirs.items.map((item) => item.document)).not.toContain('Payroll NC III');
    expect((await expiring(hr, '?within=0')).statusCode).toBe(422);
  });
});
