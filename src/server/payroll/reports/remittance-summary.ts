import { pesos, ZERO, type Dec } from '../engine/decimal';
import type { ContributionMonth } from './contribution-month';
import { monthInput, type MonthInput } from './month-input';
import { XLSX_TYPE, type ReportFile, type ReportWriter } from './report-writer';
import { total, xlsxSheet } from './report-sheets';

// The month's remittances in one workbook: what is owed each agency (the header) and each
// employee's part (the table), from the same month as the agencies' own files.

const FIGURES: [string, (entry: ContributionMonth) => Dec][] = [
  ['SSS EE', (entry) => entry.sss?.ee ?? ZERO],
  ['SSS ER', (entry) => entry.sss?.er ?? ZERO],
  ['SSS EC', (entry) => entry.sss?.ec ?? ZERO],
  ['PhilHealth EE', (entry) => entry.philhealth?.ee ?? ZERO],
  ['PhilHealth ER', (entry) => entry.philhealth?.er ?? ZERO],
  ['Pag-IBIG EE', (entry) => entry.hdmf?.ee ?? ZERO],
  ['Pag-IBIG ER', (entry) => entry.hdmf?.er ?? ZERO],
  ['Tax withheld', (entry) => entry.taxWithheld],
];

export async function remittanceSummaryFile({
  month,
  employer,
  months,
}: MonthInput): Promise<ReportFile> {
  const totals = Object.fromEntries(
    FIGURES.map(([label, figure]) => [label, total(months.map(figure))]),
  );
  const agency = (...labels: string[]) => total(labels.map((label) => ZERO.plus(totals[label]!)));
  return {
    name: `remittance-summary-${month}.xlsx`,
    type: XLSX_TYPE,
    body: await xlsxSheet({
      sheetName: 'Remittances',
      header: [
        ['Employer', employer.registeredName],
        ['Month', month],
        ['SSS (EE + ER + EC)', Number(agency('SSS EE', 'SSS ER', 'SSS EC'))],
        ['PhilHealth (EE + ER)', Number(agency('PhilHealth EE', 'PhilHealth ER'))],
        ['Pag-IBIG (EE + ER)', Number(agency('Pag-IBIG EE', 'Pag-IBIG ER'))],
        ['BIR (tax withheld)', Number(totals['Tax withheld'])],
      ],
      columns: [
        { title: 'Employee number', width: 16 },
        { title: 'Name', width: 28 },
        ...FIGURES.map(([label]) => ({ title: label, money: true })),
      ],
      rows: months.map((entry) => [
        entry.employeeNumber,
        entry.employeeName,
        ...FIGURES.map(([, figure]) => pesos(figure(entry))),
      ]),
      total: ['Total', '', ...FIGURES.map(([label]) => totals[label]!)],
    }),
    rows: months.length,
    totals,
  };
}

export const remittanceSummaryWriter: ReportWriter = {
  id: 'remittance-summary',
  title: 'Remittance summary',
  group: 'government',
  period: 'month',
  description: 'XLSX: each agency’s total for the month, and each employee’s shares',
  write: async (ctx) => remittanceSummaryFile(await monthInput(ctx)),
};
