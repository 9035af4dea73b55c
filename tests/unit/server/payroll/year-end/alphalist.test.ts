import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tablesInForce } from '../../../../../src/server/payroll/engine/tables';
import { STATUTORY_DEFAULTS } from '../../../../../src/server/payroll/statutory/statutory-defaults';
import { alphalistDat, alphalistXlsx } from '../../../../../src/server/payroll/year-end/alphalist';
import {
  yearFigures,
  type RegularYear,
  type YearFigures,
} from '../../../../../src/server/payroll/year-end/year-figures';
import type { PayrollEmployerData } from '../../../../../src/shared/forms/record-types.generated';

const tables = tablesInForce(STATUTORY_DEFAULTS, '2026-12-31');
const employer: PayrollEmployerData = {
  registeredName: 'Demo Employer, Inc.',
  tin: '000-123-456-000',
  rdo: '050',
  address: '12 Ayala Avenue, Makati City',
  zipCode: '1226',
  employerType: 'Private',
  sssNumber: '03-9123456-7',
  philhealthNumber: '01-234567890-1',
  pagibigNumber: '201234567890',
  active: true,
};
const regular = (gross: number, taxable: number, withheld: number, mwe = false): RegularYear => ({
  payslips: 24,
  mwe,
  gross: gross.toFixed(2),
  taxable: taxable.toFixed(2),
  withheld: withheld.toFixed(2),
  contributions: (gross - taxable).toFixed(2),
  nonTaxableAllowances: '0.00',
  taxableAllowances: '0.00',
  ot: '1000.00',
  nightDiff: '0.00',
  holidayUnworked: '0.00',
  premiums: '0.00',
  holidayPremiums: '0.00',
  lastDailyRate: mwe ? '695.00' : '',
  lastMonthlyBasic: mwe ? '' : '30000.00',
  lastFactor: '261',
});
const person = (n: number, lastName: string, tin: string) => ({
  employeeNumber: `E-${n}`,
  lastName,
  firstName: 'Test, Jr.',
  active: true,
  governmentNumbers: { tin },
});
const rows: YearFigures[] = [
  yearFigures(
    {
      year: 2026,
      employee: person(1, 'Abad', '111-222-333-000'),
      regular: regular(480000.5, 450000.25, 31000.1),
      previous: null,
    },
    tables,
  ),
  yearFigures(
    {
      year: 2026,
      employee: person(2, 'Bautista', '222-333-444'),
      regular: regular(390000, 360000, 15000),
      previous: null,
    },
    tables,
  ),
  yearFigures(
    {
      year: 2026,
      employee: person(3, 'Cruz', '333-444-555-000'),
      regular: regular(181000, 171000, 0, true),
      previous: null,
    },
    tables,
  ),
];
const cents = (value: unknown) => Math.round(Number(value) * 100);
const total = (of: YearFigures[], item: keyof YearFigures['items']) =>
  of.reduce((acc, row) => acc + cents(row.items[item]), 0);
const [nonMwe, mwe] = [rows.filter((row) => !row.mwe), rows.filter((row) => row.mwe)];

describe('the alphalist workbook', () => {
  it('has Schedule 1 and Schedule 2 with their employees and totals equal to the figures', async () => {
    const workbook = new ExcelJS.Workbook();
    const xlsx = await alphalistXlsx(employer, 2026, rows);
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const [first, second] = workbook.worksheets;
    expect([first?.name, second?.name]).toEqual(['Schedule 1', 'Schedule 2 (MWE)']);
    const column = (sheet: ExcelJS.Worksheet, title: string) =>
      (sheet.getRow(3).values as unknown[]).findIndex((cell) => String(cell).startsWith(title));
    for (const [sheet, expected] of [
      [first!, nonMwe],
      [second!, mwe],
    ] as const) {
      expect(sheet.rowCount).toBe(3 + expected.length + 1);
      const totals = sheet.getRow(sheet.rowCount);
      expect(totals.getCell(1).value).toBe('Total');
      for (const [title, item] of [
        ['Gross compensation', '19'],
        ['Total non-taxable compensation', '38'],
        ['Total taxable compensation, present employer', '52'],
        ['Tax due', '24'],
        ['Tax withheld, present employer', '25A'],
      ] as const)
        expect(cents(totals.getCell(column(sheet, title)).value)).toBe(total(expected, item));
    }
    expect(first!.getRow(4).getCell(column(first!, 'Last name')).value).toBe('Abad');
    expect(second!.getRow(4).getCell(column(second!, 'SMW per day')).value).toBe(695);
  });
});

describe('the alphalist DAT file', () => {
  it('writes the header, each schedule’s details and a control line with the totals', () => {
    const { fileName, content } = alphalistDat(employer, 2026, rows);
    expect(fileName).toBe('0001234560000123120261604C.DAT');
    const lines = content
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(lines[0]).toEqual([
      'H1604C',
      '000123456',
      '0000',
      '"DEMO EMPLOYER  INC."',
      '12/31/2026',
      '050',
    ]);
    const of = (kind: string) => lines.filter((line) => line[0] === kind);
    expect(of('D1').map((line) => line[5])).toEqual(['1', '2']);
    expect(of('D1')[0]!.slice(6, 9)).toEqual(['111222333', '0000', '"ABAD"']);
    expect(of('D1')[1]![6]).toBe('222333444');
    expect(of('D2')).toHaveLength(1);
    // Names lose the commas that delimit fields; every detail line has as many fields.
    expect(of('D1')[0]![9]).toBe('"TEST  JR."');
    expect(new Set(of('D1').map((line) => line.length)).size).toBe(1);
    const [c1, c2] = [of('C1')[0]!, of('C2')[0]!];
    expect([c1[5], c2[5]]).toEqual(['2', '1']);
    // The control line's amounts are the money columns' totals: their sum is the details' sum.
    const isMoney = (cell: string) => /^-?\d+\.\d{2}$/.test(cell);
    const detailSum = (details: string[][]) =>
      details.reduce(
        (acc, line) =>
          acc +
          line
            .slice(6)
            .filter(isMoney)
            .reduce((a, cell) => a + cents(cell), 0),
        0,
      );
    const controlSum = (control: string[]) =>
      control.slice(6).reduce((acc, cell) => acc + cents(cell), 0);
    expect(controlSum(c1)).toBe(detailSum(of('D1')));
    expect(controlSum(c2)).toBe(detailSum(of('D2')));
    expect(c1).toContain((total(nonMwe, '24') / 100).toFixed(2));
    expect(c1).toContain((total(nonMwe, '19') / 100).toFixed(2));
    expect(c2).toContain((total(mwe, '29') / 100).toFixed(2));
  });
});
