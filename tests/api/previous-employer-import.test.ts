import { beforeAll, expect, it } from 'vitest';
import type { AnnualizedCompensation } from '../../src/shared/api/employee-payslips';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type { RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { checkBatch, importCsv, importUpload, problemsOf, uploadCsv } from './support/imports';
import { describeOnEachDatabase } from './support/on-each-database';

const FORM = 'payroll-previous-employer';
const HEADER = [
  'Employee',
  'Year',
  'Employer name',
  'Employer TIN',
  'Employed from',
  'Employed to',
  'Taxable basic salary',
  'Other taxable compensation',
  '13th month pay and other benefits (non-taxable)',
  'De minimis benefits',
  '"SSS, PhilHealth and Pag-IBIG contributions (employee share)"',
  'Tax withheld',
].join(',');
// Carla Mendoza (the demo employee account) has released payslips in the demo's past cut-off.
const EMPLOYEE = '2022-0005';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describeOnEachDatabase('previous employer importer and the year to date', (current) => {
  let payroll: ApiCaller;
  let year: number;

  const annualized = async (caller: ApiCaller) => {
    const response = await caller.call(
      'GET',
      `/api/hcm/annualized-compensation/${EMPLOYEE}?year=${year}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnnualizedCompensation>();
  };
  const records = async (caller: ApiCaller) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: { form_id: FORM, pageSize: 200, fields: ['*'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items;
  };
  const row = (taxableBasic: string, withheld: string, employee = EMPLOYEE) =>
    `${employee},${year},Northwind Trading,123-456-789-000,${year}-01-01,${year}-02-28,"${taxableBasic}",5000,"12,000",3000,"1,500.50","${withheld}"`;

  beforeAll(async () => {
    payroll = await signIn(current().app, 'acme', 'payroll');
    const demo = (await payroll.call('GET', '/api/hcm/register'))
      .json<{ items: PayRegister[] }>()
      .items.find((register) => register.name === 'Head office (semi-monthly)')!;
    const past = (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
    year = Number(past.periodEnd.slice(0, 4));
  });

  it('checks the cells, adds the figures to the projection, updates on a re-import and undoes', async () => {
    const before = await annualized(payroll);
    expect(before.previousEmployer).toBeNull();

    const bad = await uploadCsv(
      payroll,
      FORM,
      csv(
        `2022-0004,${year},Bad TIN Inc,12-34,${year}-01-01,${year}-02-28,1,0,0,0,0,0`,
        `2022-0006,${year},Placeholder Corp,000-000-000,${year}-01-01,${year}-02-28,1,0,0,0,0,0`,
        `2022-0007,${year},Elsewhere Ltd,123-456-789,${year - 1}-12-01,${year}-02-28,1,0,0,0,0,0`,
        row('400,000.25', '9,876.54'),
        row('1', '1'),
      ),
    );
    const checked = await checkBatch(payroll, bad.id);
    expect(checked.counts).toMatchObject({ rowsRead: 5, valid: 1, bad: 4 });
    const { items } = await problemsOf(payroll, bad.id);
    expect(items.map((problem) => [problem.row, problem.column])).toEqual([
      [2, 'Employer TIN'],
      [3, 'Employer TIN'],
      [4, 'Employed from'],
      [6, 'Employee'],
    ]);
    expect(items[0]?.message).toBe('Employer TIN is not in the expected format');
    expect(items[1]?.message).toBe('Employer TIN looks like a placeholder, not a real number');
    expect(items[2]?.message).toBe('Employed from must be within the year');
    expect(items[3]?.message).toBe(`employee ${EMPLOYEE}, year ${year} is also on row 5`);

    const { counts } = await importCsv(payroll, FORM, csv(row('400,000.25', '9,876.54')));
    expect(counts).toMatchObject({ created: 1, updated: 0 });
    const after = await annualized(payroll);
    expect(after.previousEmployer).toEqual({
      employerName: 'Northwind Trading',
      employerTin: '123-456-789-000',
      periodFrom: `${year}-01-01`,
      periodTo: `${year}-02-28`,
      taxableCompensation: '405000.25',
      nonTaxableCompensation: '16500.50',
      taxWithheld: '9876.54',
    });
    // This employer's own figures stay apart; the projection adds the previous employer's.
    expect(after.taxableCompensation).toBe(before.taxableCompensation);
    expect(after.withholdingTax).toBe(before.withholdingTax);
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(after.projectedTaxableCompensation)).toBe(
      cents(before.projectedTaxableCompensation) + 40_500_025,
    );
    expect(cents(after.projectedWithholding)).toBe(cents(before.projectedWithholding) + 987_654);
    expect(cents(after.projectedAnnualTax)).toBeGreaterThan(cents(before.projectedAnnualTax));
    expect(cents(after.projectedYearEndAdjustment)).toBe(
      cents(after.projectedAnnualTax) - cents(after.projectedWithholding),
    );
    // The employee reads the same year to date, and their own record.
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await annualized(employee)).previousEmployer).toEqual(after.previousEmployer);
    expect((await records(employee)).length).toBe(1);

    // Keyed on employee and year: the corrected file updates the record, it does not add one.
    const again = await importCsv(payroll, FORM, csv(row('160,000', '10,000')));
    expect(again.counts).toMatchObject({ created: 0, updated: 1 });
    expect((await records(payroll)).length).toBe(1);
    expect((await annualized(payroll)).previousEmployer).toMatchObject({
      taxableCompensation: '165000.00',
      taxWithheld: '10000.00',
    });
    const same = await importCsv(payroll, FORM, csv(row('160,000', '10,000')));
    expect(same.counts).toMatchObject({ created: 0, updated: 0, unchanged: 1 });

    // A second record of the year is refused on the form too.
    const [stored] = await records(payroll);
    const second = await payroll.call('POST', '/api/records', {
      body: { form_id: FORM, data: { ...stored?.data, employerName: 'Another Co' } },
    });
    expect(second.statusCode).toBe(422);
    expect(errorOf(second).fields).toEqual([
      {
        path: '/year',
        message: `Mendoza, Carla already has a previous employer for ${year}: change that record instead`,
      },
    ]);

    // Undoing the correction puts the first figures back; deleting the record takes them out.
    expect(
      (await payroll.call('POST', `/api/imports/batch/${again.batch.id}/undo`)).json(),
    ).toEqual({ deleted: 0, restored: 1 });
    expect((await annualized(payroll)).previousEmployer).toEqual(after.previousEmployer);
    expect((await payroll.call('DELETE', `/api/records/${stored?.id}`)).statusCode).toBe(200);
    expect(await annualized(payroll)).toEqual(before);
  });

  it('lets no employee import, and shows another organisation nothing', async () => {
    const body = csv(row('1,000', '0', '2022-0004'));
    const employee = await signIn(current().app, 'acme', 'employee');
    const refused = await employee.call(
      'POST',
      `/api/imports/${FORM}`,
      importUpload('previous.csv', 'text/csv', body),
    );
    expect(refused.statusCode).toBe(403);
    const { batch } = await importCsv(payroll, FORM, body);
    const icare = await signIn(current().app, 'icare', 'payroll');
    expect(await records(icare)).toEqual([]);
    // Their employee of the same number has payslips of their own, and no previous employer.
    const theirs = await icare.call(
      'GET',
      `/api/hcm/annualized-compensation/2022-0004?year=${year}`,
    );
    if (theirs.statusCode === 200)
      expect(theirs.json<AnnualizedCompensation>().previousEmployer).toBeNull();
    else expect(theirs.statusCode).toBe(404);
    expect((await icare.call('POST', `/api/imports/batch/${batch.id}/undo`)).statusCode).toBe(404);

    const undo = await payroll.call('POST', `/api/imports/batch/${batch.id}/undo`);
    expect(undo.json()).toEqual({ deleted: 1, restored: 0 });
    expect(await records(payroll)).toEqual([]);
  });
});
