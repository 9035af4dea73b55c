import { Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { Static } from 'typebox';
import type { ReportWriter, ReleasedCutoffsSchema } from '../../../../shared/api/payroll-reports';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { NativeSelect } from '../../../components/native-select';
import { reportKeys, type BankAccounts } from './report-requests';

type ReleasedCutoffs = Static<typeof ReleasedCutoffsSchema>;

/** A special payout in the pay-run choice: `payout:<id>`, beside the cut-offs' ids. */
export const PAYOUT_CHOICE = 'payout:';

export interface PeriodDraft {
  month: string;
  year: string;
  /** A cut-off's id, or PAYOUT_CHOICE and a special payout's id. */
  cutoffId: string;
  bankAccountId: string;
}

interface PeriodFieldsProps {
  writer: ReportWriter;
  draft: PeriodDraft;
  errors: Partial<Record<keyof PeriodDraft, string>>;
  onChange: (draft: PeriodDraft) => void;
}

/** The period a writer asks for: a month, a year, or a released cut-off and the paying account. */
export function PeriodFields({ writer, draft, errors, onChange }: PeriodFieldsProps) {
  const set = (field: keyof PeriodDraft) => (value: string) =>
    onChange({ ...draft, [field]: value });
  if (writer.period === 'month')
    return (
      <FormField label="Month" error={errors.month} helper="Cut-offs paid in this month">
        <TextInput
          type="month"
          maxW="14rem"
          value={draft.month}
          onChange={(event) => set('month')(event.target.value)}
        />
      </FormField>
    );
  if (writer.period === 'year')
    return (
      <FormField label="Year" error={errors.year}>
        <TextInput
          inputMode="numeric"
          maxW="8rem"
          value={draft.year}
          onChange={(event) => set('year')(event.target.value)}
        />
      </FormField>
    );
  return <BankFileFields draft={draft} errors={errors} set={set} />;
}

function BankFileFields({
  draft,
  errors,
  set,
}: {
  draft: PeriodDraft;
  errors: PeriodFieldsProps['errors'];
  set: (field: keyof PeriodDraft) => (value: string) => void;
}) {
  const account = useCurrentAccount();
  const cutoffs = useSWR<ReleasedCutoffs>(reportKeys.cutoffs(account.accountId));
  const accounts = useSWR<BankAccounts>(reportKeys.bankAccounts(account.accountId));
  const activeAccounts = (accounts.data?.items ?? []).filter((item) => item.data.active !== false);
  return (
    <>
      <FormField
        label="Released pay"
        error={errors.cutoffId ?? (cutoffs.error ? 'The cut-offs could not be loaded.' : undefined)}
        helper={
          cutoffs.data?.items.length === 0 && cutoffs.data.payouts.length === 0
            ? 'No cut-off or special payout has been released yet.'
            : 'A cut-off or a special payout: its net pay is credited'
        }
      >
        <NativeSelect
          value={draft.cutoffId}
          onChange={(event) => set('cutoffId')(event.target.value)}
        >
          <option value="">Choose a cut-off or a payout</option>
          <optgroup label="Cut-offs">
            {cutoffs.data?.items.map((cutoff) => (
              <option key={cutoff.id} value={cutoff.id}>
                {cutoff.registerName}: {cutoff.periodStart} to {cutoff.periodEnd} (paid{' '}
                {cutoff.payDate})
              </option>
            ))}
          </optgroup>
          {cutoffs.data?.payouts.length ? (
            <optgroup label="Special payouts">
              {cutoffs.data.payouts.map((payout) => (
                <option key={payout.id} value={`${PAYOUT_CHOICE}${payout.id}`}>
                  {payout.name} (paid {payout.payDate})
                </option>
              ))}
            </optgroup>
          ) : null}
        </NativeSelect>
      </FormField>
      <FormField
        label="Paid from"
        error={
          errors.bankAccountId ??
          (accounts.error ? 'The payroll bank accounts could not be loaded.' : undefined)
        }
        helper={
          accounts.data && activeAccounts.length === 0 ? (
            <Text>Add the company&apos;s account at Payroll bank accounts first.</Text>
          ) : (
            'The company account the bank debits'
          )
        }
      >
        <NativeSelect
          value={draft.bankAccountId}
          onChange={(event) => set('bankAccountId')(event.target.value)}
        >
          <option value="">Choose an account</option>
          {activeAccounts.map((item) => (
            <option key={item.id} value={item.id}>
              {String((item.data.bank as { label?: string } | undefined)?.label ?? '')}{' '}
              {String(item.data.accountNumber)} ({String(item.data.accountName)})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
