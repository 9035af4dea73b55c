import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { GeneratedReport } from '../../src/shared/api/payroll-reports';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, finished, registerOf } from './support/payroll';
import { queryRows } from './support/pg-client';

const YEAR = 2026;
const cents = (text: string) => Math.round(Number(text) * 100);
const pesos = (centavos: number) => (centavos / 100).toFixed(2);
/** As the certificate prints amounts: thousands grouped. */
const printed = (centavos: number) => pesos(centavos).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const threeDigits = () => String(100 + Math.floor(Math.random() * 900));

/** A monthly-paid employee with a TIN, and their lookup reference. */
async function hireWithTin(caller: ApiCaller, lastName: string, monthlyCentavos: number) {
  const employeeNumber = `Y-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const tin = `${threeDigits()}-${threeDigits()}-${threeDigits()}-000`;
  const created = await caller.call('POST', '/api/records', {
    body: {
      form_id: 'ers-employee',
      data: {
        employeeNumber,
        lastName,
        firstName: 'Year',
        active: true,
        payBasis: 'Monthly',
        rate: monthlyCentavos,
        governmentNumbers: { tin },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: string }>();
  return { employeeNumber, tin, ref: { id, label: `${lastName}, Year`, employeeNumber } };
}

describeOnEachDatabase('year-end adjustment and the BIR 2316', (current) => {
  let payroll: ApiCaller;
  let refunded: Awaited<ReturnType<typeof hireWithTin>>;
  let owing: Awaited<ReturnType<typeof hireWithTin>>;
  let cutoffs: Cutoff[];
  const released: Payslip[] = [];

  const payslipOf = async (cutoffId: string, employeeNumber: string) => {
    const response = await payroll.call('GET', `/api/hcm/payslip/${cutoffId}/${employeeNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Payslip>();
  };
  const release = async (cutoff: Cutoff) => {
    const response = await payroll.call('POST', `/api/hcm/release-payslip/${cutoff.id}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  const annualTax = async (taxable: number) => {
    const response = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'withholding',
        inputs: { taxable_compensation: pesos(taxable), pay_frequency: 'annual' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cents(response.json<{ result: { withholding_tax: string } }>().result.withholding_tax);
  };
  const certificate = (caller: ApiCaller, employeeNumber: string, query = `year=${YEAR}`) =>
    caller.call('GET', `/api/hcm/bir-2316/${employeeNumber}?${query}`);
  const released2 = (employeeNumber: string, pick: (p: Payslip) => string) =>
    released
      .filter((p) => p.employeeNumber === employeeNumber)
      .reduce((acc, p) => acc + cents(pick(p)), 0);
  const resultOf = (p: Payslip, key: string) => String(p.result[key]);
  // Compensation belongs to the year it is paid in: with pay five days after the period, the
  // 16–31 December cut-off is paid in January and the year's last is 1–15 December.
  const paidInYear = (index: number) =>
    cutoffs.filter((cutoff) => cutoff.payDate.startsWith(`${YEAR}-`)).at(index)!;

  beforeAll(async () => {
    payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    refunded = await hireWithTin(admin, 'Refund', 8_000_000);
    owing = await hireWithTin(admin, 'Owing', 8_000_000);
    // A previous employer that paid much and withheld nothing: the year's tax is mostly owed.
    const previous = await payroll.call('POST', '/api/records', {
      body: {
        form_id: 'payroll-previous-employer',
        data: {
          employee: owing.ref,
          year: YEAR,
          employerName: 'Northwind Trading',
          employerTin: '123-456-789-000',
          periodFrom: `${YEAR}-01-01`,
          periodTo: `${YEAR}-02-28`,
          taxableBasic: 100_000_000,
          taxableOther: 0,
          nonTaxableBenefits: 0,
          deMinimis: 0,
          contributions: 0,
          taxWithheld: 0,
        },
      },
    });
    expect(previous.statusCode, previous.body).toBe(201);
    // A released special payslip (a bonus) of the year, as the payouts write them.
    const [payout] = await queryRows<{ payout_id: string }>(
      current().owner,
      `insert into special_payouts (org_id, kind, name, year, pay_date, status, created_by)
       values ('acme', 'bonus', $1, $2, $3, 'Released', 'test') returning payout_id`,
      [`Mid-year bonus ${Math.random()}`, YEAR, `${YEAR}-06-15`],
    );
    await queryRows(
      current().owner,
      `insert into special_payslips (org_id, payout_id, employee_number, employee_name, gross_pay,
         benefits_exempt, benefits_taxable, taxable_compensation, withholding_tax, total_deductions,
         net_pay, lines, inputs, result, trace)
       values ('acme', $1, $2, 'Owing, Year', 100000, 90000, 10000, 10000, 2000, 2000, 98000,
         '[]', '{}', '{}', '[]')`,
      [payout!.payout_id, owing.employeeNumber],
    );
    ({ cutoffs } = await registerOf(payroll, 'Year end', [
      refunded.employeeNumber,
      owing.employeeNumber,
    ]));
    for (const cutoff of cutoffs.slice(0, 2)) {
      await compute(payroll, cutoff.id);
      await release(cutoff);
      for (const employee of [refunded, owing])
        released.push(await payslipOf(cutoff.id, employee.employeeNumber));
    }
  });

  it('adjusts only on the register’s last cut-off paid in the year', async () => {
    const paidInJanuary = cutoffs.at(-1)!;
    expect(paidInJanuary.payDate).toBe(`${YEAR + 1}-01-05`);
    for (const other of [paidInYear(-2), paidInJanuary]) {
      await compute(payroll, other.id);
      const slip = await payslipOf(other.id, owing.employeeNumber);
      expect(slip.inputs.year_end).toBeUndefined();
    }
    const before = paidInYear(-2);
    const slip = await payslipOf(before.id, owing.employeeNumber);
    expect(slip.lines.find((line) => line.code === 'withholding_tax')?.label).toBe(
      'Withholding tax',
    );
  });

  it('withholds the year’s tax due less the tax withheld on the last cut-off', async () => {
    const last = paidInYear(-1);
    expect(last.periodEnd).toBe(`${YEAR}-12-15`);
    await compute(payroll, last.id);
    const slip = await payslipOf(last.id, owing.employeeNumber);
    const taxableToDate = released2(owing.employeeNumber, (p) =>
      resultOf(p, 'taxable_compensation'),
    );
    const withheldToDate = released2(owing.employeeNumber, (p) => resultOf(p, 'withholding_tax'));
    // Released regular payslips plus the released bonus; the previous employer apart.
    expect(slip.inputs.year_end).toEqual({
      taxable_to_date: pesos(taxableToDate + 1_000_000),
      withheld_to_date: pesos(withheldToDate + 200_000),
      previous_employer_taxable: '1000000.00',
      previous_employer_withheld: '0.00',
    });
    const due = await annualTax(
      taxableToDate + 1_000_000 + 100_000_000 + cents(resultOf(slip, 'taxable_compensation')),
    );
    expect(cents(resultOf(slip, 'withholding_tax'))).toBe(due - withheldToDate - 200_000);
    expect(slip.lines.find((line) => line.code === 'withholding_tax')?.label).toBe(
      'Withholding tax (year-end adjustment)',
    );
    // The calculator, given the stored inputs, answers the same payslip.
    const again = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: { kind: 'payslip', inputs: slip.inputs },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ result: object }>().result).toEqual(slip.result);
  });

  it('refunds an over-withheld year: the withholding is negative and the net pay rises', async () => {
    const last = paidInYear(-1);
    const slip = await payslipOf(last.id, refunded.employeeNumber);
    const regular = await payslipOf(paidInYear(-2).id, refunded.employeeNumber);
    const withheldToDate = released2(refunded.employeeNumber, (p) =>
      resultOf(p, 'withholding_tax'),
    );
    expect(withheldToDate).toBeGreaterThan(0);
    // Three periods' pay is under ₱250,000 a year: no tax is due, all withheld comes back.
    expect(cents(resultOf(slip, 'withholding_tax'))).toBe(-withheldToDate);
    expect(slip.lines.find((line) => line.code === 'withholding_tax')).toMatchObject({
      label: 'Tax refund (year-end adjustment)',
      amount: pesos(-withheldToDate),
    });
    expect(cents(slip.netPay)).toBe(
      cents(regular.netPay) + cents(resultOf(regular, 'withholding_tax')) + withheldToDate,
    );
  });

  it('prints the 2316 with the employee’s TIN and the year’s totals once the year is released', async () => {
    const last = paidInYear(-1);
    await release(last);
    released.push(await payslipOf(last.id, owing.employeeNumber));
    const response = await certificate(payroll, owing.employeeNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bir-2316-${YEAR}-${owing.employeeNumber}.pdf"`,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'bir-2316-')), 'certificate.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(owing.tin);
    const amountOf = (pattern: RegExp) => cents(pattern.exec(text)?.[1]?.replace(/,/g, '') ?? 'x');
    const taxable = released2(owing.employeeNumber, (p) => resultOf(p, 'taxable_compensation'));
    const withheld = released2(owing.employeeNumber, (p) => resultOf(p, 'withholding_tax'));
    expect(amountOf(/52\s+Total Taxable Compensation Income \(Sum of\s+([\d,]+\.\d\d)/)).toBe(
      taxable + 1_000_000,
    );
    expect(amountOf(/25A\s+Amount of Taxes Withheld: Present Employer\s+([\d,]+\.\d\d)/)).toBe(
      withheld + 200_000,
    );
    expect(text).toContain(printed(100_000_000));
    // After the adjustment the year's tax due is exactly what was withheld.
    expect(amountOf(/24\s+Tax Due\s+([\d,]+\.\d\d)/)).toBe(withheld + 200_000);
    // The year to date counts the bonus and the previous employer the same way: nothing is left.
    const annualized = await payroll.call(
      'GET',
      `/api/hcm/annualized-compensation/${owing.employeeNumber}?year=${YEAR}`,
    );
    expect(annualized.json()).toMatchObject({
      periodsLeft: 0,
      projectedTaxableCompensation: pesos(taxable + 1_000_000 + 100_000_000),
      projectedAnnualTax: pesos(withheld + 200_000),
      projectedYearEndAdjustment: '0.00',
    });
  });

  it('lists the released year in the alphalist DAT, the employee as the 2316 has them', async () => {
    const started = await payroll.call('POST', '/api/payroll/reports', {
      body: { writerId: 'bir-alphalist-dat', year: YEAR },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    const report = run.result as GeneratedReport;
    const file = await payroll.call('GET', `/api/files/${report.fileId}`);
    const lines = file.rawPayload.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^H1604C,/);
    const details = lines.filter((line) => line.startsWith('D1,'));
    expect(report.rows).toBe(details.length + lines.filter((l) => l.startsWith('D2,')).length);
    const tin9 = owing.tin.replace(/\D/g, '').slice(0, 9);
    const mine = details.find((line) => line.split(',')[6] === tin9);
    expect(mine, lines.join('\n')).toBeDefined();
    const taxable = released2(owing.employeeNumber, (p) => resultOf(p, 'taxable_compensation'));
    const withheld = released2(owing.employeeNumber, (p) => resultOf(p, 'withholding_tax'));
    // Item 52 (taxable, present employer) and 25A (withheld, present employer), as on the 2316.
    expect(mine!.split(',')).toEqual(
      expect.arrayContaining([pesos(taxable + 1_000_000), pesos(withheld + 200_000)]),
    );
    // The control line counts the schedule's details.
    const control = lines.find((line) => line.startsWith('C1,'))!.split(',');
    expect(Number(control[5])).toBe(details.length);
  });

  it('puts every employee’s 2316 of the year in one ZIP', async () => {
    const started = await payroll.call('POST', '/api/payroll/reports', {
      body: { writerId: 'bir-2316-all', year: YEAR },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    const report = run.result as GeneratedReport;
    const zip = (await payroll.call('GET', `/api/files/${report.fileId}`)).rawPayload;
    const dir = mkdtempSync(join(tmpdir(), 'bir-2316-zip-'));
    writeFileSync(join(dir, 'all.zip'), zip);
    execFileSync('unzip', ['-q', 'all.zip'], { cwd: dir });
    const names = readdirSync(dir).filter((name) => name.endsWith('.pdf'));
    expect(names).toHaveLength(report.rows);
    const mine = `bir-2316-${YEAR}-${owing.employeeNumber}.pdf`;
    expect(names).toContain(mine);
    const text = execFileSync('pdftotext', ['-layout', join(dir, mine), '-'], { encoding: 'utf8' });
    expect(text).toContain(owing.tin);
  });

  it('lets an employee read only their own certificate', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const other = await certificate(employee, owing.employeeNumber);
    expect(other.statusCode, other.body).toBe(403);
    const [own] = await queryRows<{ year: number }>(
      current().owner,
      `select extract(year from c.period_end)::int as year from payslips p
       join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id
       where p.org_id = 'acme' and p.employee_number = '2022-0005' and c.status = 'Released'
       limit 1`,
    );
    const mine = await certificate(employee, '2022-0005', `year=${own!.year}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
  });

  it('does not find another organisation’s employee, nor a year without pay', async () => {
    const icare = await signIn(current().app, 'icare', 'payroll');
    expect((await certificate(icare, owing.employeeNumber)).statusCode).toBe(404);
    expect((await certificate(payroll, owing.employeeNumber, 'year=2031')).statusCode).toBe(404);
  });

  it('refuses a bad year', async () => {
    for (const query of ['year=20x6', 'year=1999', 'year=2101', '', 'year=2026&extra=1']) {
      const response = await certificate(payroll, owing.employeeNumber, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(422);
      expect(response.body).toMatch(/year|extra/);
    }
  });
});
