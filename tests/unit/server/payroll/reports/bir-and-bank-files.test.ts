import { describe, expect, it } from 'vitest';
import { dec } from '../../../../../src/server/payroll/engine/decimal';
import type { BankFileInput } from '../../../../../src/server/payroll/reports/bank-files';
import {
  bdoCreditFile,
  bpiCreditFile,
  genericCreditFile,
} from '../../../../../src/server/payroll/reports/bank-files';
import { form1601CDocument, items1601C } from '../../../../../src/server/payroll/reports/bir-1601c';
import { pdfBuffer } from '../../../../../src/server/documents/pdf-printer';
import { EMPLOYER, payslip, SLIPS } from './month-fixtures';
import { columnSum, csvLines, pdfText, sheetOf, xlsxLines } from './read-files';

const SSS = {
  msc: '20000.00',
  eeSs: '1000.00',
  eeMpf: '0.00',
  erSs: '2000.00',
  erMpf: '0.00',
  ec: '30.00',
};
const DEDUCTED = { sss: '500.00', philhealth: '250.00', hdmf: '100.00' };

describe('BIR 1601-C Part II', () => {
  it('splits the month’s pay into the items, and item 22 is the payslips’ taxable pay', () => {
    const mwe = payslip('E-3', 'Dela Cruz, Carl', '2026-10-20', SSS, DEDUCTED, {
      isMwe: true,
      gross: '9000.00',
      basic_pay: '8500.00',
      ot_pay: '500.00',
      non_taxable_compensation: '9000.00',
      taxable_compensation: '0.00',
      withholding_tax: '0.00',
      total_ee_contributions: '850.00',
    });
    const special = {
      employeeNumber: 'E-1',
      grossPay: '30000.00',
      benefitsExempt: '25000.00',
      deMinimis: '2000.00',
      otherNonTaxable: '0.00',
      taxableCompensation: '3000.00',
      withholdingTax: '600.00',
    };
    const items = items1601C([...SLIPS, mwe], [special]);
    expect(items).toMatchObject({
      '14': '99000.00',
      '15': '7650.00',
      '16': '500.00',
      '17': '25000.00',
      '18': '2000.00',
      '19': '5275.00',
      '20': '0.00',
      '25': '3600.00',
      '23': '0.00',
    });
    const taxable = [...SLIPS.map((slip) => slip.result.taxable_compensation), '0.00', '3000.00'];
    expect(items['22']).toBe(taxable.reduce((acc, value) => acc.plus(value), dec(0)).toFixed(2));
    expect(dec(items['21']!).plus(items['22']!).toFixed(2)).toBe(items['14']);
  });

  it('counts the taxable pay of employees nothing was withheld from as item 23', () => {
    const items = items1601C(
      [
        payslip('E-4', 'Uy, Dan', '2026-10-20', SSS, DEDUCTED, {
          withholding_tax: '0.00',
          taxable_compensation: '12000.00',
          gross: '12850.00',
        }),
      ],
      [],
    );
    expect(items['23']).toBe('12000.00');
    expect(items['24']).toBe('0.00');
  });

  it('prints the items with the form’s labels and a note on the numbering', async () => {
    const items = items1601C(SLIPS, []);
    const text = pdfText(await pdfBuffer(form1601CDocument('2026-10', EMPLOYER, items)));
    expect(text).toContain('10/2026');
    expect(text).toMatch(/25\s+Total taxes withheld\s+3,000\.00/);
    expect(text).toMatch(/14\s+Total amount of compensation\s+60,000\.00/);
    expect(text).toContain('Item numbers and labels follow BIR Form 1601-C');
  });
});

const credit = (
  employeeNumber: string,
  accountNumber: string,
  amount: string,
  bankCode: string | null = null,
) => ({
  employeeNumber,
  name: `Employee ${employeeNumber}`,
  accountNumber,
  bankCode,
  amount: dec(amount),
  remarks: 'Salary 2026-10-20',
});

const INPUT: BankFileInput = {
  credits: [
    credit('E-1', '001234567890', '15000.50', 'BDO'),
    credit('E-2', '1234567890', '12000.25', 'BPI'),
    credit('E-3', '0012345678', '9000.00'),
  ],
  skipped: [
    {
      employeeNumber: 'E-9',
      name: 'Employee E-9',
      reason: 'No bank account number on the employee record',
    },
  ],
  account: {
    id: 'acct',
    data: {
      bank: { id: 'b', label: 'BDO' },
      accountName: 'Demo payroll',
      accountNumber: '009876543210',
      accountType: 'Current',
      companyCode: 'DEM',
      active: true,
    },
    bankCode: 'BDO',
  },
  creditDate: '2026-10-20',
  label: '2026-10-15',
};

describe('bank credit files', () => {
  it('writes every credit to the generic CSV', () => {
    const file = genericCreditFile(INPUT);
    const sheet = sheetOf(csvLines(file.body), 'Account number');
    expect(sheet.rows).toHaveLength(3);
    expect(columnSum(sheet, 'Amount')).toBe('36000.75');
    expect(file.totals).toEqual({ amount: '36000.75' });
    expect(file.skipped).toEqual(INPUT.skipped);
  });

  it('writes the BDO fields and leaves out other banks’ and malformed accounts', () => {
    const file = bdoCreditFile(INPUT);
    const sheet = sheetOf(csvLines(file.body), 'Upload date');
    expect(sheet.rows).toEqual([
      ['10/20/2026', 'DEM', '01', '001234567890', '15000.50', 'Employee E-1', 'Salary 2026-10-20'],
    ]);
    expect(file.totals).toEqual({ amount: '15000.50' });
    expect(file.skipped!.map((entry) => [entry.employeeNumber, entry.reason])).toEqual([
      ['E-9', 'No bank account number on the employee record'],
      ['E-2', 'Banks with BPI, not BDO'],
      ['E-3', 'BDO account numbers have 12 digits'],
    ]);
  });

  it('writes the BPI workbook with the funding account and the total', async () => {
    const file = await bpiCreditFile(INPUT, 10);
    const sheet = sheetOf(await xlsxLines(file.body), 'Account number');
    expect(sheet.header).toMatchObject({
      'Funding account number': '009876543210',
      'Total amount': '21000.25',
    });
    expect(sheet.rows.map((row) => row.slice(0, 3))).toEqual([
      ['1234567890', 'Employee E-2', '12000.25'],
      ['0012345678', 'Employee E-3', '9000.00'],
    ]);
    expect(columnSum(sheet, 'Amount')).toBe('21000.25');
  });
});
