import { describe, expect, it } from 'vitest';
import { contributionMonthOf } from '../../../../../src/server/payroll/reports/contribution-month';
import { loanCollectionFile } from '../../../../../src/server/payroll/reports/loan-collections';
import { pagibigMsrfFile } from '../../../../../src/server/payroll/reports/pagibig-msrf';
import { philhealthRf1File } from '../../../../../src/server/payroll/reports/philhealth-rf1';
import { sssR3File } from '../../../../../src/server/payroll/reports/sss-r3';
import { monthInputOf, payslip, SLIPS } from './month-fixtures';
import { columnSum, csvLines, sheetOf, totalOf, xlsxLines } from './read-files';

describe('a month of contributions', () => {
  it('sums the shares deducted and takes the monthly figures of the last payslip that deducted', () => {
    const month = contributionMonthOf([
      payslip(
        'E-1',
        'Santos, Ana',
        '2026-10-05',
        {
          msc: '20000.00',
          eeSs: '1000.00',
          eeMpf: '0.00',
          erSs: '2000.00',
          erMpf: '0.00',
          ec: '30.00',
        },
        { sss: '500.00', philhealth: '500.00', hdmf: '100.00' },
      ),
      // A raise computed on the second cut-off: its figures are the month's.
      payslip(
        'E-1',
        'Santos, Ana',
        '2026-10-20',
        {
          msc: '25000.00',
          eeSs: '1000.00',
          eeMpf: '250.00',
          erSs: '2000.00',
          erMpf: '500.00',
          ec: '30.00',
        },
        { sss: '750.00', philhealth: '500.00', hdmf: '0.00' },
      ),
    ]);
    expect(month.sss!.ee.toFixed(2)).toBe('1250.00');
    expect(month.sss!.msc.toFixed(2)).toBe('25000.00');
    expect(month.sss!.er.toFixed(2)).toBe('2500.00');
    // Pag-IBIG was deducted on the first payslip only: its figures come from that one.
    expect(month.hdmf!.ee.toFixed(2)).toBe('100.00');
    expect(month.taxWithheld.toFixed(2)).toBe('2000.00');
  });

  it('leaves an agency out when nothing was deducted for it in the month', () => {
    const month = contributionMonthOf([
      payslip(
        'E-1',
        'Santos, Ana',
        '2026-10-05',
        {
          msc: '5000.00',
          eeSs: '250.00',
          eeMpf: '0.00',
          erSs: '500.00',
          erMpf: '0.00',
          ec: '10.00',
        },
        { sss: '0.00', philhealth: '250.00', hdmf: '0.00' },
      ),
    ]);
    expect(month.sss).toBeNull();
    expect(month.hdmf).toBeNull();
    expect(month.philhealth!.ee.toFixed(2)).toBe('250.00');
  });
});

describe('the SSS R-3 list', () => {
  it('lists each employee with the shares of the month and totals that add up', () => {
    const file = sssR3File(monthInputOf());
    expect(file.name).toBe('sss-r3-contributions-2026-10.csv');
    const sheet = sheetOf(csvLines(file.body), 'SS number');
    expect(sheet.header).toMatchObject({
      'Employer number': '0391234567',
      'Applicable period': '2026-10',
    });
    expect(sheet.rows.map((row) => row.slice(0, 2))).toEqual([
      ['3412345678', 'Santos'],
      ['', 'Cruz'],
    ]);
    // Santos had both cut-offs paid in the month, Cruz one.
    expect(sheet.rows.map((row) => row[5])).toEqual(['1750.00', '875.00']);
    expect(columnSum(sheet, 'EE share')).toBe('2625.00');
    expect(totalOf(sheet, 'EE share')).toBe('2625.00');
    expect(totalOf(sheet, 'ER share')).toBe(columnSum(sheet, 'ER share'));
    expect(totalOf(sheet, 'Total')).toBe(columnSum(sheet, 'Total'));
    expect(sheet.rows[0]!.slice(8)).toEqual(['3000.00', '2250.00', '5280.00']);
    expect(file.totals).toMatchObject({
      ee: '2625.00',
      er: '7000.00',
      ec: '60.00',
      total: '9685.00',
    });
  });
});

describe('the loan collection lists', () => {
  it('lists the month’s deductions of the agency’s loan types only', () => {
    const [first, second] = SLIPS;
    const input = monthInputOf([
      {
        ...first!,
        lines: [
          {
            code: 'loan.a',
            label: 'SSS salary loan',
            section: 'deductions',
            amount: '500.00',
          } as never,
        ],
      },
      {
        ...second!,
        lines: [
          {
            code: 'loan.a',
            label: 'SSS salary loan',
            section: 'deductions',
            amount: '500.00',
          } as never,
          {
            code: 'loan.b',
            label: 'Company cash loan',
            section: 'deductions',
            amount: '900.00',
          } as never,
        ],
      },
    ]);
    const loans = new Map([
      ['a', { typeCode: 'SSS-SAL', typeName: 'SSS salary loan', reference: 'LN-1' }],
      ['b', { typeCode: 'CO-CASH', typeName: 'Company cash loan', reference: '' }],
    ]);
    const file = loanCollectionFile(input, loans, { agency: 'SSS', codes: ['SSS-SAL', 'SSS-CAL'] });
    const sheet = sheetOf(csvLines(file.body), 'SS number');
    expect(sheet.rows).toEqual([
      ['3412345678', 'Santos', 'Ana', 'Luna', 'SSS-SAL', 'SSS salary loan', 'LN-1', '1000.00'],
    ]);
    expect(totalOf(sheet, 'Amount')).toBe('1000.00');
    expect(file.totals).toEqual({ amount: '1000.00' });
  });
});

describe('the PhilHealth RF-1 and Pag-IBIG MSRF workbooks', () => {
  it('writes the RF-1 rows with the status of who joined or left in the month', async () => {
    const file = await philhealthRf1File(monthInputOf());
    const sheet = sheetOf(await xlsxLines(file.body), 'PhilHealth number (PIN)');
    expect(sheet.header).toMatchObject({
      'PhilHealth employer number (PEN)': '012345678901',
      'Applicable period': '10/2026',
    });
    expect(sheet.rows[0]).toEqual([
      '123456789012',
      'Santos',
      'Ana',
      '',
      'Luna',
      '',
      '',
      '40000.00',
      '1000.00',
      '1000.00',
      'NH',
      '2026-10-01',
    ]);
    // Without a PIN, the date of birth is given; separated within the month.
    expect(sheet.rows[1]!.slice(5, 7)).toEqual(['1990-02-03', '']);
    expect(sheet.rows[1]!.slice(-2)).toEqual(['S', '2026-10-31']);
    expect(totalOf(sheet, 'Personal share (PS)')).toBe('1500.00');
    expect(totalOf(sheet, 'Employer share (ES)')).toBe('2000.00');
    expect(file.totals).toEqual({ ps: '1500.00', es: '2000.00', total: '3500.00' });
  });

  it('writes the MSRF rows and a grand total equal to the header’s remittance', async () => {
    const file = await pagibigMsrfFile(monthInputOf());
    const sheet = sheetOf(await xlsxLines(file.body), 'MID number');
    expect(sheet.header).toMatchObject({
      'Pag-IBIG employer ID': '201234567890',
      'Period covered': '10/2026',
      'Total remittance': '700.00',
    });
    expect(sheet.rows.map((row) => row.slice(6, 10))).toEqual([
      ['10000.00', '200.00', '200.00', '400.00'],
      ['10000.00', '100.00', '200.00', '300.00'],
    ]);
    expect(totalOf(sheet, 'Total')).toBe('700.00');
    expect(columnSum(sheet, 'EE share')).toBe(file.totals.ee);
  });
});
