import Papa from 'papaparse';
import { expect, it } from 'vitest';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type { RegisterSheet } from '../../src/shared/api/payroll-downloads';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

/** The demo register's last released cut-off. */
async function pastCutoff(payroll: ApiCaller): Promise<Cutoff> {
  const demo = (await payroll.call('GET', '/api/hcm/register'))
    .json<{ items: PayRegister[] }>()
    .items.find((register) => register.name === 'Head office (semi-monthly)')!;
  return (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
}

/** A CSV download as rows of cells, less its header. */
async function csvRows(caller: ApiCaller, path: string): Promise<string[][]> {
  const answer = await caller.call('GET', path);
  expect(answer.statusCode, answer.body).toBe(200);
  return Papa.parse<string[]>(answer.body.replace(/^\ufeff/, '').trim()).data;
}

async function sheet(caller: ApiCaller, path: string): Promise<RegisterSheet> {
  const answer = await caller.call('GET', path);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json<RegisterSheet>();
}

const asText = (rows: (string | number)[][]) => rows.map((row) => row.map(String));

describeOnEachDatabase('the sheets of a cut-off, as the screen reads them', (current) => {
  it('answers the payroll register as JSON with the rows and totals of its download', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const past = await pastCutoff(payroll);
    const summary = await sheet(payroll, `/api/hcm/register-export/${past.id}?format=json`);
    expect(summary.cutoff.id).toBe(past.id);
    expect(summary.columns[0]).toEqual({ title: 'Employee number' });
    expect(summary.columns.at(-1)).toEqual({ title: 'Net pay', money: true });
    expect(summary.rows).toHaveLength(past.payslips);
    expect(summary.totals?.at(-1)).toBe(past.netPay);
    expect(summary.totals?.at(-3)).toBe(past.grossPay);
    const file = await csvRows(payroll, `/api/hcm/register-export/${past.id}?format=csv`);
    expect(file[0]).toEqual(summary.columns.map((column) => column.title));
    expect(file.slice(1)).toEqual(asText([...summary.rows, summary.totals!]));

    const itemized = await sheet(
      payroll,
      `/api/hcm/register-export/${past.id}?format=json&view=itemized`,
    );
    expect(itemized.columns.map((column) => column.title)).toEqual([
      'Employee number',
      'Name',
      'Section',
      'Line',
      'Amount',
    ]);
    expect(itemized.totals).toBeNull();
    const itemizedFile = await csvRows(
      payroll,
      `/api/hcm/register-export/${past.id}?format=csv&view=itemized`,
    );
    expect(itemizedFile.slice(1)).toEqual(asText(itemized.rows));
  });

  it('answers the time and attendance report as JSON with the rows of its download', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const past = await pastCutoff(hr);
    const tar = await sheet(hr, `/api/hcm/generate-tar/${past.id}?format=json`);
    expect(tar.columns.slice(2).every((column) => column.number)).toBe(true);
    expect(tar.rows.length).toBeGreaterThan(0);
    expect(tar.rows[0]).toHaveLength(tar.columns.length);
    const file = await csvRows(hr, `/api/hcm/generate-tar/${past.id}?format=csv`);
    expect(file.slice(1)).toEqual(asText(tar.rows));
  });

  it('keeps the sheets to payroll readers of the same organisation', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const past = await pastCutoff(payroll);
    const employee = await signIn(current().app, 'acme', 'employee');
    for (const path of [
      `/api/hcm/register-export/${past.id}?format=json`,
      `/api/hcm/generate-tar/${past.id}?format=json`,
    ]) {
      expect((await employee.call('GET', path)).statusCode).toBe(403);
      const other = await signIn(current().app, 'icare', 'payroll');
      expect((await other.call('GET', path)).statusCode).toBe(404);
    }
    const wrong = await payroll.call('GET', `/api/hcm/register-export/${past.id}?format=pdf`);
    expect(wrong.statusCode).toBe(422);
  });
});
