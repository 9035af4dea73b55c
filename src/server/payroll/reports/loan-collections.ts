import type { PayrollLoanData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { dec, pesos, type Dec } from '../engine/decimal';
import { monthInput, type MonthInput } from './month-input';
import { CSV_TYPE, type ReportFile, type ReportWriter } from './report-writer';
import { csvSheet, digits, nameParts, total } from './report-sheets';

// Loan collection lists (our documented CSV layout "LOAN-CSV v1"): what the month's payslips
// deducted for the agency's loans (lines coded `loan.<loanId>`), one row per loan, for SSS
// (salary and calamity loans) and Pag-IBIG (multi-purpose and calamity loans).

/** A loan of the month's payslips: its type's code and the lender's reference. */
export interface LoanInfo {
  typeCode: string;
  typeName: string;
  reference: string;
}

/** The loans behind these ids with their type's code; unknown ids are left out. */
async function loansOf(tx: Tx, orgId: string, ids: string[]): Promise<Map<string, LoanInfo>> {
  if (ids.length === 0) return new Map();
  const loans = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'payroll-loan')
    .where('id', 'in', ids)
    .execute();
  const typeIds = loans.map((loan) => (loan.data as PayrollLoanData).loanType.id);
  const types = typeIds.length
    ? await tx
        .selectFrom('records')
        .select(['id', 'data'])
        .where('org_id', '=', orgId)
        .where('form_id', '=', 'payroll-loan-type')
        .where('id', 'in', typeIds)
        .execute()
    : [];
  const codeOf = new Map(
    types.map((type) => [type.id, String((type.data as { code: string }).code)]),
  );
  return new Map(
    loans.map((loan) => {
      const data = loan.data as PayrollLoanData;
      return [
        loan.id,
        {
          typeCode: codeOf.get(data.loanType.id) ?? '',
          typeName: data.loanType.label,
          reference: data.loanReference ?? '',
        },
      ];
    }),
  );
}

export interface LoanList {
  agency: 'SSS' | 'Pag-IBIG';
  /** The loan-type codes the list takes. */
  codes: readonly string[];
}

/** One row per employee and loan of the list's types, with what the month deducted. */
export function loanCollectionFile(
  { month, employer, slips, employees }: MonthInput,
  loans: Map<string, LoanInfo>,
  list: LoanList,
): ReportFile {
  const collected = new Map<
    string,
    { employeeNumber: string; name: string; loanId: string; amount: Dec }
  >();
  for (const slip of slips)
    for (const line of slip.lines) {
      if (!line.code.startsWith('loan.')) continue;
      const loanId = line.code.slice(5);
      if (!list.codes.includes(loans.get(loanId)?.typeCode ?? '')) continue;
      const key = `${slip.employeeNumber} ${loanId}`;
      const before = collected.get(key);
      collected.set(key, {
        employeeNumber: slip.employeeNumber,
        name: slip.employeeName,
        loanId,
        amount: (before?.amount ?? dec(0)).plus(dec(line.amount)),
      });
    }
  const entries = [...collected.values()];
  const sss = list.agency === 'SSS';
  const rows = entries.map((entry) => {
    const employee = employees.get(entry.employeeNumber);
    const name = nameParts(employee, entry.name);
    const loan = loans.get(entry.loanId)!;
    const numbers = employee?.governmentNumbers;
    return [
      digits(sss ? numbers?.sss : numbers?.pagibig),
      name.last,
      name.first,
      name.middle,
      loan.typeCode,
      loan.typeName,
      loan.reference,
      pesos(entry.amount),
    ];
  });
  const amount = total(entries.map((entry) => entry.amount));
  const slug = sss ? 'sss' : 'pagibig';
  return {
    name: `${slug}-loan-collections-${month}.csv`,
    type: CSV_TYPE,
    body: csvSheet({
      sheetName: 'Loans',
      header: [
        ['Layout', 'LOAN-CSV v1 (documented layout)'],
        ['Employer number', digits(sss ? employer.sssNumber : employer.pagibigNumber)],
        ['Employer name', employer.registeredName],
        ['Applicable period', month],
      ],
      columns: [
        { title: sss ? 'SS number' : 'MID number' },
        { title: 'Last name' },
        { title: 'First name' },
        { title: 'Middle name' },
        { title: 'Loan type' },
        { title: 'Loan' },
        { title: 'Loan reference' },
        { title: 'Amount', money: true },
      ],
      rows,
      total: ['Total', `${rows.length} loans`, '', '', '', '', '', amount],
    }),
    rows: rows.length,
    totals: { amount },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const loanWriter = (id: string, title: string, list: LoanList): ReportWriter => ({
  id,
  title,
  group: 'government',
  period: 'month',
  description: `CSV, our documented layout LOAN-CSV v1 (loan types ${list.codes.join(', ')})`,
  write: async (ctx) => {
    const input = await monthInput(ctx);
    const ids = input.slips.flatMap((slip) =>
      slip.lines.filter((line) => line.code.startsWith('loan.')).map((line) => line.code.slice(5)),
    );
    const loanIds = [...new Set(ids)].filter((loanId) => UUID.test(loanId));
    return loanCollectionFile(input, await loansOf(ctx.tx, ctx.orgId, loanIds), list);
  },
});

export const sssLoansWriter = loanWriter('sss-loans', 'SSS loan collection list', {
  agency: 'SSS',
  codes: ['SSS-SAL', 'SSS-CAL'],
});
export const pagibigLoansWriter = loanWriter('pagibig-loans', 'Pag-IBIG loan collection list', {
  agency: 'Pag-IBIG',
  codes: ['HDMF-MPL', 'HDMF-CAL'],
});
