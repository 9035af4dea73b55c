import { pesos } from '../engine/decimal';
import { creditsOf, cutoffNetPay, payoutNetPay, type Credit } from './bank-credits';
import {
  CSV_TYPE,
  XLSX_TYPE,
  type CompanyBankAccount,
  type ReportFile,
  type ReportWriter,
  type Skipped,
  type WriterContext,
} from './report-writer';
import { csvBody, total, xlsxSheet } from './report-sheets';

// Bank credit files from a released cut-off. Banks give their upload formats at onboarding
// (ph-payroll.md §7, §11): the BDO and BPI files here are our documented layouts of the fields
// the reference lists, and a bank's own template is another writer in report-registry.ts.

/** What a bank file is written from: the credits, the paying account and the credit date. */
export interface BankFileInput {
  credits: Credit[];
  skipped: Skipped[];
  account: CompanyBankAccount;
  /** The pay date, YYYY-MM-DD. */
  creditDate: string;
  /** For the file's name, e.g. the cut-off's end. */
  label: string;
}

/** Credits the bank can take: same bank when the employee's names one, and a valid number. */
function forBank(
  input: BankFileInput,
  bankCode: string,
  accountDigits: number,
): { credits: Credit[]; skipped: Skipped[] } {
  const credits: Credit[] = [];
  const skipped = [...input.skipped];
  for (const credit of input.credits) {
    const who = { employeeNumber: credit.employeeNumber, name: credit.name };
    if (credit.bankCode && credit.bankCode !== bankCode)
      skipped.push({ ...who, reason: `Banks with ${credit.bankCode}, not ${bankCode}` });
    else if (!new RegExp(`^[0-9]{${accountDigits}}$`).test(credit.accountNumber))
      skipped.push({ ...who, reason: `${bankCode} account numbers have ${accountDigits} digits` });
    else credits.push(credit);
  }
  return { credits, skipped };
}

const totalsOf = (credits: Credit[]) => ({ amount: total(credits.map((credit) => credit.amount)) });

/** Generic CSV ("CREDIT-CSV v1"): account number, name, amount, reference. */
export function genericCreditFile(input: BankFileInput): ReportFile {
  const { credits, skipped } = input;
  return {
    name: `bank-credits-${input.label}.csv`,
    type: CSV_TYPE,
    body: csvBody([
      ['Account number', 'Name', 'Amount', 'Reference'],
      ...credits.map((credit) => [
        credit.accountNumber,
        credit.name,
        pesos(credit.amount),
        `${credit.remarks} ${credit.employeeNumber}`,
      ]),
    ]),
    rows: credits.length,
    totals: totalsOf(credits),
    skipped,
  };
}

/** MM/DD/YYYY, as the BDO converter takes the upload date. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`;

/**
 * BDO ("BDO-CSV v1"): the ATM Payroll Converter's fields in its order, one credit a line: upload
 * date, company code, batch 01, 12-digit account number, amount with 2 decimals, name, remarks.
 */
export function bdoCreditFile(input: BankFileInput): ReportFile {
  const { credits, skipped } = forBank(input, 'BDO', 12);
  const code = input.account.data.companyCode ?? '';
  return {
    name: `bdo-payroll-${input.label}.csv`,
    type: CSV_TYPE,
    body: csvBody([
      ['Upload date', 'Company code', 'Batch', 'Account number', 'Amount', 'Name', 'Remarks'],
      ...credits.map((credit) => [
        usDate(input.creditDate),
        code,
        '01',
        credit.accountNumber,
        pesos(credit.amount),
        credit.name,
        credit.remarks,
      ]),
    ]),
    rows: credits.length,
    totals: totalsOf(credits),
    skipped,
  };
}

/** BPI ("BPI-XLSX v1", ePayroll takes .xlsx only): the funding account, then one credit a row. */
export async function bpiCreditFile(
  input: BankFileInput,
  accountDigits: number,
): Promise<ReportFile> {
  const { credits, skipped } = forBank(input, 'BPI', accountDigits);
  const amount = totalsOf(credits).amount;
  return {
    name: `bpi-payroll-${input.label}.xlsx`,
    type: XLSX_TYPE,
    body: await xlsxSheet({
      sheetName: 'Payroll',
      header: [
        ['Company', input.account.data.accountName],
        ['Funding account number', input.account.data.accountNumber],
        ['Credit date', input.creditDate],
        ['Number of credits', credits.length],
        ['Total amount', Number(amount)],
      ],
      columns: [
        { title: 'Account number', width: 16 },
        { title: 'Employee name', width: 28 },
        { title: 'Amount', money: true },
        { title: 'Employee number', width: 16 },
        { title: 'Remarks', width: 20 },
      ],
      rows: credits.map((credit) => [
        credit.accountNumber,
        credit.name,
        pesos(credit.amount),
        credit.employeeNumber,
        credit.remarks,
      ]),
      total: ['Total', '', amount, '', ''],
    }),
    rows: credits.length,
    totals: { amount },
    skipped,
  };
}

async function bankFileInput({ tx, orgId, period, bankAccount }: WriterContext) {
  // A cut-off's salaries, or a special payout's (13th month, bonus, last pay) amounts.
  const { cutoff, payout } = period;
  const { credits, skipped } = cutoff
    ? await creditsOf(tx, orgId, await cutoffNetPay(tx, orgId, cutoff), `Salary ${cutoff.payDate}`)
    : await creditsOf(tx, orgId, await payoutNetPay(tx, orgId, payout!.id), payout!.name);
  return {
    credits,
    skipped,
    account: bankAccount!,
    creditDate: cutoff?.payDate ?? payout!.payDate,
    label: cutoff?.periodEnd ?? payout!.payDate,
  };
}

const bankWriter = (
  id: string,
  title: string,
  description: string,
  write: (input: BankFileInput) => ReportFile | Promise<ReportFile>,
  account: Pick<ReportWriter, 'bankCode' | 'needsCompanyCode'> = {},
): ReportWriter => ({
  id,
  title,
  group: 'bank',
  period: 'cutoff',
  description,
  ...account,
  write: async (ctx) => write(await bankFileInput(ctx)),
});

export const genericBankWriter = bankWriter(
  'bank-generic',
  'Bank credit file (generic CSV)',
  'CSV: account number, name, amount, reference; our documented layout CREDIT-CSV v1',
  genericCreditFile,
);
export const bdoBankWriter = bankWriter(
  'bank-bdo',
  'BDO payroll credit file',
  'CSV with the BDO ATM Payroll Converter fields, our documented layout BDO-CSV v1',
  bdoCreditFile,
  { bankCode: 'BDO', needsCompanyCode: true },
);
export const bpiBankWriter = bankWriter(
  'bank-bpi',
  'BPI payroll credit file',
  'XLSX for BPI ePayroll, our documented layout BPI-XLSX v1',
  // BPI account numbers have 10 digits (the seeded utility-bank record says so too).
  (input) => bpiCreditFile(input, 10),
  { bankCode: 'BPI' },
);
