import Decimal from 'decimal.js';
import { beforeAll, expect, it } from 'vitest';
import type { JobRun } from '../../src/shared/api/jobs';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { GeneratedReport, GeneratedReports } from '../../src/shared/api/payroll-reports';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import {
  columnSum,
  csvLines,
  pdfText,
  sheetOf,
  totalOf,
  xlsxLines,
} from '../unit/server/payroll/reports/read-files';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, finished, registerSettings } from './support/payroll';

// A month of its own (2027-03) in icare, where loans need no approval: the month's files hold
// exactly this test's payslips.
const MONTH = '2027-03';

const add = (values: string[]) =>
  values.reduce((acc, value) => acc.plus(value), new Decimal(0)).toFixed(2);

describeOnEachDatabase('payroll reports and files', (current) => {
  let payroll: ApiCaller;
  let register: PayRegister;
  let cutoffs: Cutoff[];
  let payslips: Payslip[];
  let bdoAccountId: string;
  let withAccount: string;
  let withoutAccount: string;

  const refOf = async (formId: string, field: string, value: string) => {
    const listed = await payroll.call('POST', '/api/records/list', {
      body: { form_id: formId, fields: ['*'] },
    });
    const item = listed
      .json<RecordListResponse>()
      .items.find((entry) => entry.data[field] === value)!;
    return { id: item.id, label: String(item.data.name ?? item.data.code) };
  };
  const createRecord = async (caller: ApiCaller, formId: string, data: object) => {
    const created = await caller.call('POST', '/api/records', { body: { form_id: formId, data } });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<RecordItem>();
  };
  const generate = (caller: ApiCaller, body: object) =>
    caller.call('POST', '/api/payroll/reports', { body });
  /** Runs a writer to the end and downloads its file. */
  const made = async (body: object) => {
    const started = await generate(payroll, body);
    expect(started.statusCode, started.body).toBe(202);
    const run: JobRun = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    const report = run.result as GeneratedReport;
    const file = await payroll.call('GET', `/api/files/${report.fileId}`);
    expect(file.statusCode).toBe(200);
    return { report, body: file.rawPayload };
  };
  const sumOf = (key: string) => add(payslips.map((slip) => String(slip.result[key] ?? '0.00')));
  const monthlyOf = (agency: string, key: string) =>
    add(
      [withAccount, withoutAccount].map((number) => {
        const last = payslips.filter((slip) => slip.employeeNumber === number).at(-1)!;
        return String((last.result[agency] as Record<string, string>)[key]);
      }),
    );

  beforeAll(async () => {
    const admin = await signIn(current().app, 'icare', 'admin');
    payroll = await signIn(current().app, 'icare', 'payroll');
    const bdo = await refOf('utility-bank', 'code', 'BDO');
    const hire = async (lastName: string, extra: object) => {
      const employeeNumber = `R-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
      const record = await createRecord(admin, 'ers-employee', {
        employeeNumber,
        lastName,
        firstName: 'Test',
        middleName: 'Reyes',
        active: true,
        payBasis: 'Monthly',
        rate: 4_250_000,
        hireDate: '2027-03-08',
        ...extra,
      });
      refs.set(employeeNumber, { id: record.id, label: `${lastName}, Test`, employeeNumber });
      return employeeNumber;
    };
    const refs = new Map<string, object>();
    withAccount = await hire('Banked', {
      governmentNumbers: {
        sss: '34-1234567-8',
        philhealth: '12-345678901-2',
        pagibig: '1234-5678-9012',
      },
      bank: bdo,
      bankAccountNumber: '001234567890',
    });
    withoutAccount = await hire('Cashier', {});
    const loan = await createRecord(payroll, 'payroll-loan', {
      employee: refs.get(withAccount),
      loanType: await refOf('payroll-loan-type', 'code', 'SSS-SAL'),
      principal: 1_000_000,
      interest: 0,
      amortization: 75_000,
      startDate: '2027-01-01',
      suspended: false,
      status: 'Pending approval',
      loanReference: 'SSS-LN-1',
    });
    const filed = (await payroll.call('GET', `/api/records/${loan.id}`)).json<RecordItem>();
    expect(filed.data.status).toBe('Active');
    bdoAccountId = (
      await createRecord(payroll, 'payroll-bank-account', {
        bank: bdo,
        accountName: 'iCare payroll',
        accountNumber: '009876543210',
        accountType: 'Current',
        companyCode: 'ICR',
        active: true,
      })
    ).id;

    const created = await payroll.call('POST', '/api/hcm/register', {
      body: { ...registerSettings(`Files ${Math.random()}`), year: 2027 },
    });
    expect(created.statusCode, created.body).toBe(201);
    register = created.json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: [withAccount, withoutAccount] },
    });
    cutoffs = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2027`)
    ).json<{ items: Cutoff[] }>().items;
    payslips = [];
    // The month holds the cut-offs paid in it: 16-28 February (paid 5 March) and 1-15 March.
    for (const cutoff of cutoffs.filter((item) => item.payDate.startsWith(MONTH))) {
      await compute(payroll, cutoff.id);
      for (const number of [withAccount, withoutAccount])
        payslips.push(
          (await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${number}`)).json<Payslip>(),
        );
      const released = await payroll.call('POST', `/api/hcm/release-payslip/${cutoff.id}`);
      expect(released.statusCode, released.body).toBe(200);
    }
    expect(payslips).toHaveLength(4);
  });

  it('writes the SSS R-3 list and the SSS loan list with the payslips’ figures', async () => {
    const r3 = await made({ writerId: 'sss-r3', month: MONTH });
    expect(r3.report.fileName).toBe(`sss-r3-contributions-${MONTH}.csv`);
    const sheet = sheetOf(csvLines(r3.body), 'SS number');
    expect(sheet.header['Applicable period']).toBe(MONTH);
    expect(sheet.header['Employer number']).toMatch(/^[0-9]{10,13}$/);
    expect(sheet.rows.map((row) => row[1])).toEqual(['Banked', 'Cashier']);
    expect(sheet.rows[0]![0]).toBe('3412345678');
    expect(columnSum(sheet, 'EE share')).toBe(sumOf('sss_ee_this_cutoff'));
    expect(totalOf(sheet, 'EE share')).toBe(sumOf('sss_ee_this_cutoff'));
    const er = add(
      [withAccount, withoutAccount].map((number) => {
        const sss = payslips.filter((slip) => slip.employeeNumber === number).at(-1)!.result
          .sss as Record<string, string>;
        return add([sss.er_ss!, sss.er_mpf!]);
      }),
    );
    expect(columnSum(sheet, 'ER share')).toBe(er);
    expect(columnSum(sheet, 'EC')).toBe(monthlyOf('sss', 'ec'));
    expect(r3.report.totals).toMatchObject({ ee: sumOf('sss_ee_this_cutoff'), er });

    const loans = await made({ writerId: 'sss-loans', month: MONTH });
    const loanSheet = sheetOf(csvLines(loans.body), 'SS number');
    const deducted = add(
      payslips.flatMap((slip) =>
        slip.lines.filter((line) => line.code.startsWith('loan.')).map((line) => line.amount),
      ),
    );
    expect(deducted).toBe('1500.00');
    expect(loanSheet.rows).toHaveLength(1);
    expect(loanSheet.rows[0]!.slice(0, 5)).toEqual([
      '3412345678',
      'Banked',
      'Test',
      'Reyes',
      'SSS-SAL',
    ]);
    expect(columnSum(loanSheet, 'Amount')).toBe(deducted);
    expect(loans.report.totals.amount).toBe(deducted);
  });

  it('writes the PhilHealth RF-1 and the Pag-IBIG MSRF workbooks', async () => {
    const rf1 = await made({ writerId: 'philhealth-rf1', month: MONTH });
    const sheet = sheetOf(await xlsxLines(rf1.body), 'PhilHealth number (PIN)');
    expect(sheet.header['Applicable period']).toBe('03/2027');
    expect(sheet.rows[0]!.slice(0, 3)).toEqual(['123456789012', 'Banked', 'Test']);
    // Hired within the month: newly hired, with the date.
    expect(sheet.rows[0]!.slice(-2)).toEqual(['NH', '2027-03-08']);
    expect(columnSum(sheet, 'Personal share (PS)')).toBe(sumOf('philhealth_ee_this_cutoff'));
    expect(columnSum(sheet, 'Employer share (ES)')).toBe(monthlyOf('philhealth', 'er'));
    expect(totalOf(sheet, 'Personal share (PS)')).toBe(sumOf('philhealth_ee_this_cutoff'));

    const msrf = await made({ writerId: 'pagibig-msrf', month: MONTH });
    const members = sheetOf(await xlsxLines(msrf.body), 'MID number');
    expect(members.header['Period covered']).toBe('03/2027');
    expect(members.rows[0]![0]).toBe('123456789012');
    expect(columnSum(members, 'EE share')).toBe(sumOf('hdmf_ee_this_cutoff'));
    expect(columnSum(members, 'ER share')).toBe(monthlyOf('hdmf', 'er'));
    expect(members.header['Total remittance']).toBe(totalOf(members, 'Total'));
  });

  it('prints the 1601-C Part II figures of the month', async () => {
    const form = await made({ writerId: 'bir-1601c', month: MONTH });
    const text = pdfText(form.body);
    const item = (number: string) =>
      new RegExp(`^\\s*${number}\\s.*?([0-9,().]+)\\s*$`, 'm').exec(text)?.[1]?.replace(/,/g, '');
    expect(item('14')).toBe(add(payslips.map((slip) => slip.grossPay)));
    expect(item('19')).toBe(sumOf('total_ee_contributions'));
    expect(item('22')).toBe(sumOf('taxable_compensation'));
    expect(item('25')).toBe(sumOf('withholding_tax'));
    expect(text).toContain('Item numbers and labels follow BIR Form 1601-C');
    expect(form.report.totals.withheld).toBe(sumOf('withholding_tax'));
  });

  it('sums the month’s remittances and reports absences and leave', async () => {
    const summary = await made({ writerId: 'remittance-summary', month: MONTH });
    const sheet = sheetOf(await xlsxLines(summary.body), 'Employee number');
    expect(sheet.rows).toHaveLength(2);
    expect(columnSum(sheet, 'SSS EE')).toBe(sumOf('sss_ee_this_cutoff'));
    expect(columnSum(sheet, 'PhilHealth EE')).toBe(sumOf('philhealth_ee_this_cutoff'));
    expect(columnSum(sheet, 'Pag-IBIG ER')).toBe(monthlyOf('hdmf', 'er'));
    expect(columnSum(sheet, 'Tax withheld')).toBe(sumOf('withholding_tax'));
    expect(summary.report.totals['Tax withheld']).toBe(sumOf('withholding_tax'));

    const absences = await made({ writerId: 'absences-leave', month: MONTH });
    const days = sheetOf(await xlsxLines(absences.body), 'Employee number');
    expect(days.rows.map((row) => row[0])).toEqual(
      expect.arrayContaining([withAccount, withoutAccount]),
    );
    expect(absences.report.totals['Days absent']).toBe(columnSum(days, 'Days absent'));
    const government = (
      await payroll.call('GET', '/api/payroll/reports?group=government')
    ).json<GeneratedReports>();
    expect(government.items.map((entry) => entry.writerId)).not.toContain('absences-leave');
    expect(government.items[0]!.writerId).toBe('remittance-summary');
  });

  it('writes bank files from a released cut-off, leaving out who has no account', async () => {
    const cutoff = cutoffs.find(
      (item) => item.payDate.startsWith(MONTH) && item.periodStart.startsWith(MONTH),
    )!;
    const net = payslips.find(
      (slip) => slip.cutoff.id === cutoff.id && slip.employeeNumber === withAccount,
    )!.netPay;
    const bdo = await made({
      writerId: 'bank-bdo',
      cutoffId: cutoff.id,
      bankAccountId: bdoAccountId,
    });
    const lines = sheetOf(csvLines(bdo.body), 'Upload date');
    expect(lines.rows).toEqual([
      [
        `${cutoff.payDate.slice(5, 7)}/${cutoff.payDate.slice(8)}/${cutoff.payDate.slice(0, 4)}`,
        'ICR',
        '01',
        '001234567890',
        net,
        `Banked, Test`,
        `Salary ${cutoff.payDate}`,
      ],
    ]);
    expect(bdo.report.totals.amount).toBe(net);
    expect(bdo.report.skipped).toEqual([
      expect.objectContaining({ employeeNumber: withoutAccount }),
    ]);
    const generic = await made({
      writerId: 'bank-generic',
      cutoffId: cutoff.id,
      bankAccountId: bdoAccountId,
    });
    expect(columnSum(sheetOf(csvLines(generic.body), 'Account number'), 'Amount')).toBe(net);

    // A BPI file needs a BPI account.
    const bpi = await generate(payroll, {
      writerId: 'bank-bpi',
      cutoffId: cutoff.id,
      bankAccountId: bdoAccountId,
    });
    expect(bpi.statusCode).toBe(422);
    expect(errorOf(bpi).fields?.[0]?.path).toBe('/bankAccountId');

    const listed = (
      await payroll.call('GET', '/api/payroll/reports?group=bank&limit=5')
    ).json<GeneratedReports>();
    expect(listed.items[0]).toMatchObject({ writerId: 'bank-generic', rows: 1 });
    expect(listed.items.every((entry) => entry.group === 'bank')).toBe(true);
  });

  it('credits a released special payout to the bank, and refuses one not yet released', async () => {
    const created = await payroll.call('POST', '/api/hcm/special-payout', {
      body: {
        kind: 'bonus',
        name: `Anniversary bonus ${Math.random()}`,
        year: 2027,
        payDate: '2027-03-20',
        settings: {
          treatment: 'taxable',
          amounts: [
            { employeeNumber: withAccount, amount: '5000.00' },
            { employeeNumber: withoutAccount, amount: '5000.00' },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payoutId = created.json<{ id: string }>().id;
    const bank = { writerId: 'bank-bdo', payoutId, bankAccountId: bdoAccountId };
    const early = await generate(payroll, bank);
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).fields?.[0]?.path).toBe('/payoutId');
    const started = await payroll.call('POST', `/api/hcm/special-payout/${payoutId}/compute`);
    expect((await finished(payroll, started.json<{ runId: string }>().runId)).state).toBe(
      'succeeded',
    );
    await payroll.call('POST', `/api/hcm/special-payout/${payoutId}/release`);
    const listed = (await payroll.call('GET', '/api/payroll/reports/cutoffs')).json<{
      payouts: { id: string }[];
    }>();
    expect(listed.payouts.map((payout) => payout.id)).toContain(payoutId);

    const bdo = await made(bank);
    const lines = sheetOf(csvLines(bdo.body), 'Upload date');
    expect(lines.rows).toEqual([
      ['03/20/2027', 'ICR', '01', '001234567890', '5000.00', 'Banked, Test', expect.any(String)],
    ]);
    expect(bdo.report).toMatchObject({ rows: 1, totals: { amount: '5000.00' } });
    expect(bdo.report.skipped).toEqual([
      expect.objectContaining({ employeeNumber: withoutAccount }),
    ]);
  });

  it('refuses bad periods, unreleased cut-offs, other roles and other organisations', async () => {
    const unreleased = cutoffs.find((item) => !item.payDate.startsWith(MONTH))!;
    const released = cutoffs.find((item) => item.payDate.startsWith(MONTH))!;
    const cases: [object, string][] = [
      [{ writerId: 'sss-r3' }, '/month'],
      [{ writerId: 'sss-r3', month: '2027-13' }, '/month'],
      [{ writerId: 'no-such-file', month: MONTH }, '/writerId'],
      [{ writerId: 'bank-bdo', bankAccountId: bdoAccountId }, '/cutoffId'],
      [{ writerId: 'bank-bdo', cutoffId: unreleased.id, bankAccountId: bdoAccountId }, '/cutoffId'],
      [{ writerId: 'bank-generic', cutoffId: released.id }, '/bankAccountId'],
    ];
    for (const [body, field] of cases) {
      const answer = await generate(payroll, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(errorOf(answer).fields?.map((entry) => entry.path)).toContain(field);
    }

    const employee = await signIn(current().app, 'icare', 'employee');
    expect((await generate(employee, { writerId: 'sss-r3', month: MONTH })).statusCode).toBe(403);
    expect((await employee.call('GET', '/api/payroll/reports')).statusCode).toBe(403);

    const mine = (await payroll.call('GET', '/api/payroll/reports')).json<GeneratedReports>();
    expect(mine.items.length).toBeGreaterThan(0);
    const elsewhere = await signIn(current().app, 'acme', 'payroll');
    const theirs = (await elsewhere.call('GET', '/api/payroll/reports')).json<GeneratedReports>();
    expect(theirs.items.map((entry) => entry.id)).not.toContain(mine.items[0]!.id);
    expect((await elsewhere.call('GET', `/api/files/${mine.items[0]!.fileId}`)).statusCode).toBe(
      404,
    );
    const foreignCutoff = await generate(elsewhere, {
      writerId: 'bank-generic',
      cutoffId: cutoffs[0]!.id,
      bankAccountId: bdoAccountId,
    });
    expect(foreignCutoff.statusCode).toBe(404);
  });
});
