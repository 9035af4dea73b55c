import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { pesos } from '../engine/decimal';
import { monthDays } from './month-payslips';
import { monthInput, type MonthInput } from './month-input';
import { XLSX_TYPE, type ReportFile, type ReportWriter } from './report-writer';
import { digits, formMonth, nameParts, total, xlsxSheet } from './report-sheets';

// PhilHealth RF-1, Employer's Remittance Report (rev. Feb 2014): the form's header fields and
// columns (ph-payroll.md §7) as a workbook, our documented layout "RF1-XLSX v1"; the EPRS upload
// format is not published.

/** NH (newly hired) or S (separated) with its date, when that date falls in the month. */
export function statusInMonth(
  employee: ErsEmployeeData | undefined,
  month: string,
): { status: string; date: string } {
  const { first, last } = monthDays(month);
  const within = (date: string | undefined) => date !== undefined && date >= first && date <= last;
  if (within(employee?.separationDate)) return { status: 'S', date: employee!.separationDate! };
  if (within(employee?.hireDate)) return { status: 'NH', date: employee!.hireDate! };
  return { status: '', date: '' };
}

export async function philhealthRf1File({
  month,
  employer,
  months,
  employees,
}: MonthInput): Promise<ReportFile> {
  const listed = months.filter((entry) => entry.philhealth);
  const rows = listed.map((entry) => {
    const premium = entry.philhealth!;
    const employee = employees.get(entry.employeeNumber);
    const name = nameParts(employee, entry.employeeName);
    const pin = digits(employee?.governmentNumbers?.philhealth);
    const { status, date } = statusInMonth(employee, month);
    return [
      pin,
      name.last,
      name.first,
      name.extension,
      name.middle,
      // Date of birth and sex only for a member without a PIN yet, as the form asks.
      pin ? '' : (employee?.birthDate ?? ''),
      pin ? '' : (employee?.gender?.label ?? ''),
      pesos(premium.base),
      pesos(premium.ee),
      pesos(premium.er),
      status,
      date,
    ];
  });
  const ps = total(listed.map((entry) => entry.philhealth!.ee));
  const es = total(listed.map((entry) => entry.philhealth!.er));
  const grand = total(listed.flatMap((entry) => [entry.philhealth!.ee, entry.philhealth!.er]));
  return {
    name: `philhealth-rf1-${month}.xlsx`,
    type: XLSX_TYPE,
    body: await xlsxSheet({
      sheetName: 'RF-1',
      header: [
        ['Layout', 'RF1-XLSX v1 (the RF-1 form fields; documented layout)'],
        ['PhilHealth employer number (PEN)', digits(employer.philhealthNumber)],
        ['Employer TIN', employer.tin],
        ['Employer name', employer.registeredName],
        ['Address', employer.address],
        ['Telephone', employer.contactNumber ?? ''],
        ['E-mail', employer.email ?? ''],
        ['Employer type', employer.employerType ?? 'Private'],
        ['Report type', 'Regular'],
        ['Applicable period', formMonth(month)],
      ],
      columns: [
        { title: 'PhilHealth number (PIN)', width: 18 },
        { title: 'Last name', width: 18 },
        { title: 'First name', width: 18 },
        { title: 'Name extension' },
        { title: 'Middle name', width: 16 },
        { title: 'Date of birth' },
        { title: 'Sex' },
        { title: 'Monthly salary bracket (MSB)', money: true },
        { title: 'Personal share (PS)', money: true },
        { title: 'Employer share (ES)', money: true },
        { title: 'Status' },
        { title: 'Effectivity date' },
      ],
      rows,
      total: [
        'Grand total',
        `${rows.length} employees`,
        '',
        '',
        '',
        '',
        '',
        '',
        ps,
        es,
        'PS + ES',
        grand,
      ],
    }),
    rows: rows.length,
    totals: { ps, es, total: grand },
  };
}

export const philhealthRf1Writer: ReportWriter = {
  id: 'philhealth-rf1',
  title: 'PhilHealth RF-1 remittance report',
  group: 'government',
  period: 'month',
  description: 'XLSX with the RF-1 form fields, our documented layout RF1-XLSX v1',
  write: async (ctx) => philhealthRf1File(await monthInput(ctx)),
};
