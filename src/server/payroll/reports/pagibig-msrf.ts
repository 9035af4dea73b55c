import { pesos } from '../engine/decimal';
import { monthInput, type MonthInput } from './month-input';
import { XLSX_TYPE, type ReportFile, type ReportWriter } from './report-writer';
import { digits, formMonth, nameParts, total, xlsxSheet } from './report-sheets';

// Pag-IBIG Membership Savings Remittance Form (MSRF, HQP-TMF-381): the form's header and member
// fields (ph-payroll.md §7) as a workbook, our documented layout "MSRF-XLSX v1"; the Fund's
// Excel column order is not published.

export async function pagibigMsrfFile({
  month,
  employer,
  months,
  employees,
}: MonthInput): Promise<ReportFile> {
  const listed = months.filter((entry) => entry.hdmf);
  const rows = listed.map((entry) => {
    const hdmf = entry.hdmf!;
    const employee = employees.get(entry.employeeNumber);
    const name = nameParts(employee, entry.employeeName);
    return [
      digits(employee?.governmentNumbers?.pagibig),
      name.last,
      name.first,
      name.extension,
      name.middle,
      '',
      pesos(hdmf.base),
      pesos(hdmf.ee),
      pesos(hdmf.er),
      pesos(hdmf.ee.plus(hdmf.er)),
      '',
    ];
  });
  const ee = total(listed.map((entry) => entry.hdmf!.ee));
  const er = total(listed.map((entry) => entry.hdmf!.er));
  const grand = total(listed.flatMap((entry) => [entry.hdmf!.ee, entry.hdmf!.er]));
  return {
    name: `pagibig-msrf-${month}.xlsx`,
    type: XLSX_TYPE,
    body: await xlsxSheet({
      sheetName: 'MSRF',
      header: [
        ['Layout', 'MSRF-XLSX v1 (the MSRF form fields; documented layout)'],
        ['Pag-IBIG employer ID', digits(employer.pagibigNumber)],
        ['Employer name', employer.registeredName],
        ['Address', employer.address],
        ['Employer type', employer.employerType ?? 'Private'],
        ['Membership program', 'Pag-IBIG I'],
        ['Period covered', formMonth(month)],
        ['Contact number', employer.contactNumber ?? ''],
        ['E-mail', employer.email ?? ''],
        ['Total remittance', Number(grand)],
      ],
      columns: [
        { title: 'MID number', width: 16 },
        { title: 'Last name', width: 18 },
        { title: 'First name', width: 18 },
        { title: 'Name extension' },
        { title: 'Middle name', width: 16 },
        { title: 'MP2 account number' },
        { title: 'Monthly compensation', money: true },
        { title: 'EE share', money: true },
        { title: 'ER share', money: true },
        { title: 'Total', money: true },
        { title: 'Remarks' },
      ],
      rows,
      total: ['Grand total', `${rows.length} members`, '', '', '', '', '', ee, er, grand, ''],
    }),
    rows: rows.length,
    totals: { ee, er, total: grand },
  };
}

export const pagibigMsrfWriter: ReportWriter = {
  id: 'pagibig-msrf',
  title: 'Pag-IBIG MSRF remittance form',
  group: 'government',
  period: 'month',
  description: 'XLSX with the MSRF form fields, our documented layout MSRF-XLSX v1',
  write: async (ctx) => pagibigMsrfFile(await monthInput(ctx)),
};
