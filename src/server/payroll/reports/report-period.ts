import type { GenerateReportRequest } from '../../../shared/api/payroll-reports';
import type { PayrollBankAccountData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { AppError, fieldError } from '../../http/app-error';
import { findLiveRecord } from '../../records/approvals/mark-record';
import { cutoffOr404 } from '../registers/registers.repository';
import { payoutOr404 } from '../special-payouts/special-payouts.repository';
import type { CompanyBankAccount, ReportPeriod, ReportWriter } from './report-writer';

/** What a run is asked for, as stored with its file. */
export type ReportParams = Omit<GenerateReportRequest, 'writerId'>;

const WHAT = {
  month: 'a month',
  year: 'a year',
  cutoffId: 'a released cut-off',
  bankAccountId: 'the account it is paid from',
};
const required = (field: keyof typeof WHAT, writer: ReportWriter) =>
  fieldError(`/${field}`, `Choose ${WHAT[field]} for the ${writer.title}.`);

/** The paying account of a bank file, checked against what the writer needs. */
async function bankAccountOf(
  tx: Tx,
  orgId: string,
  writer: ReportWriter,
  id: string | undefined,
): Promise<CompanyBankAccount | null> {
  if (writer.group !== 'bank') return null;
  if (!id) throw required('bankAccountId', writer);
  const record = await findLiveRecord(tx, orgId, 'payroll-bank-account', id);
  if (!record) throw new AppError('not_found', 'No such payroll bank account');
  const data = record.data as PayrollBankAccountData;
  const bank = await findLiveRecord(tx, orgId, 'utility-bank', data.bank.id);
  const bankCode = bank ? String(bank.data.code) : null;
  if (writer.bankCode && bankCode !== writer.bankCode)
    throw fieldError('/bankAccountId', `Choose a ${writer.bankCode} account for this file.`);
  if (writer.needsCompanyCode && !data.companyCode)
    throw fieldError(
      '/bankAccountId',
      'The account has no company code: add the one the bank assigned at Payroll bank accounts.',
    );
  return { id, data, bankCode };
}

/**
 * The period and paying account a writer is asked for, or a 422 naming the field: the writer's
 * kind of period must be given, a cut-off must be released, a bank file needs its account.
 */
export async function resolvePeriod(
  tx: Tx,
  orgId: string,
  writer: ReportWriter,
  params: ReportParams,
): Promise<{ period: ReportPeriod; bankAccount: CompanyBankAccount | null }> {
  let period: ReportPeriod;
  if (writer.period === 'month') {
    if (!params.month) throw required('month', writer);
    period = { kind: 'month', month: params.month, label: params.month };
  } else if (writer.period === 'year') {
    if (!params.year) throw required('year', writer);
    period = { kind: 'year', year: params.year, label: String(params.year) };
  } else if (params.payoutId && writer.group === 'bank') {
    if (params.cutoffId)
      throw fieldError('/payoutId', 'Choose a cut-off or a special payout, not both.');
    const payout = await payoutOr404(tx, orgId, params.payoutId);
    if (payout.status !== 'Released')
      throw fieldError(
        '/payoutId',
        `Release the payout first: bank files are made from released pay (it is ${payout.status}).`,
      );
    period = {
      kind: 'cutoff',
      payout: { id: payout.id, name: payout.name, payDate: payout.payDate },
      label: `${payout.name} (paid ${payout.payDate})`,
    };
  } else {
    if (!params.cutoffId) throw required('cutoffId', writer);
    const cutoff = await cutoffOr404(tx, orgId, params.cutoffId);
    if (cutoff.status !== 'Released')
      throw fieldError(
        '/cutoffId',
        `Release the cut-off first: bank files are made from released pay (it is ${cutoff.status}).`,
      );
    period = {
      kind: 'cutoff',
      cutoff,
      label: `${cutoff.registerName} ${cutoff.periodStart} to ${cutoff.periodEnd}`,
    };
  }
  return { period, bankAccount: await bankAccountOf(tx, orgId, writer, params.bankAccountId) };
}

/** What identifies a run's period, for one run per writer and period at a time. */
export const runSubject = (writer: ReportWriter, params: ReportParams): string =>
  [
    writer.id,
    writer.period === 'month'
      ? params.month
      : writer.period === 'year'
        ? params.year
        : (params.cutoffId ?? params.payoutId),
    params.bankAccountId ?? '',
  ].join(':');
