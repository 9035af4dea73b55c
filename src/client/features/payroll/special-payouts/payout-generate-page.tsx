import { Button, Flex, Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import type { RegistersResponseSchema } from '../../../../shared/api/payroll-registers';
import {
  BONUS_TREATMENTS,
  DE_MINIMIS_BONUS_CATEGORIES,
  PAYOUT_KIND_LABELS,
} from '../../../../shared/api/special-payouts';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { NativeSelect } from '../../../components/native-select';
import { registerKeys } from '../api/register-keys';
import { payrollLabel } from '../payroll-labels';
import { specialPayoutPaths } from '../payroll-paths';
import { FieldTextarea } from '../registers/add-members-dialog';
import { payoutRequests } from './payout-api';
import {
  draftErrorsOf,
  emptyDraft,
  requestOf,
  type DraftErrors,
  type PayoutDraft,
} from './payout-form';

type Registers = Static<typeof RegistersResponseSchema>;

const TREATMENT_LABELS = {
  other_benefit: 'Other benefit (under the ₱90,000 exclusion)',
  de_minimis: 'De minimis benefit (up to its ceiling)',
  taxable: 'Taxable compensation',
} as const;

/** `/hcm/special-payout/generate`: a new 13th-month or bonus payout, created as a draft. */
export function PayoutGeneratePage() {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const registers = useSWR<Registers>(registerKeys.registers(account.accountId));
  const [draft, setDraft] = useState(() => emptyDraft(new Date().getFullYear()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PayoutDraft>(key: K, value: PayoutDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const create = async () => {
    setBusy(true);
    try {
      const payout = await payoutRequests.create(requestOf(draft));
      void navigate(specialPayoutPaths.view(payout.id));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setErrors(error.code === 'conflict' ? { name: error.message } : draftErrorsOf(error.fields));
      setMessage(error.code === 'conflict' ? null : error.message);
    } finally {
      setBusy(false);
    }
  };

  const thirteenth = draft.kind === 'thirteenth_month';
  return (
    <>
      <PageHeader
        title="New special payout"
        description="Created as a draft: compute it, check the payslips, then release it."
      />
      <Panel
        as="form"
        p="4"
        maxW="3xl"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack gap="4">
          {message ? <FormAlert status="error">{message}</FormAlert> : null}
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            <FormField label="Kind" error={errors.kind}>
              <NativeSelect
                value={draft.kind}
                onChange={(event) => set('kind', event.target.value as PayoutDraft['kind'])}
              >
                {(['thirteenth_month', 'bonus'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {PAYOUT_KIND_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Name" error={errors.name} required>
              <TextInput value={draft.name} onChange={(event) => set('name', event.target.value)} />
            </FormField>
            <FormField label="Year" helper="The year the benefit belongs to" error={errors.year}>
              <TextInput
                inputMode="numeric"
                value={draft.year}
                onChange={(event) => set('year', event.target.value)}
              />
            </FormField>
            <FormField label="Pay date" error={errors.payDate} required>
              <TextInput
                type="date"
                value={draft.payDate}
                onChange={(event) => set('payDate', event.target.value)}
              />
            </FormField>
          </Grid>
          {thirteenth ? (
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              <FormField label="Employees" error={errors.registerId}>
                <NativeSelect
                  value={draft.registerId}
                  onChange={(event) => set('registerId', event.target.value)}
                >
                  <option value="">Employees listed below</option>
                  {(registers.data?.items ?? []).map((register) => (
                    <option key={register.id} value={register.id}>
                      Members of {register.name} ({register.memberCount})
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label="Share of the year's 13th month (%)"
                helper="50 pays half now; a later 100% payout pays the rest"
                error={errors.sharePercent}
              >
                <TextInput
                  inputMode="numeric"
                  value={draft.sharePercent}
                  onChange={(event) => set('sharePercent', event.target.value)}
                />
              </FormField>
              {draft.registerId ? null : (
                <FormField
                  label="Employee numbers"
                  helper="One a line, or separated by commas"
                  error={errors.employeeNumbers}
                >
                  <FieldTextarea
                    rows={4}
                    value={draft.employeeNumbers}
                    onChange={(event) => set('employeeNumbers', event.target.value)}
                  />
                </FormField>
              )}
              <FormField
                label="Project unpaid months through"
                helper="Default: 31 December. Months after the last released payslip count at the current basic."
                error={errors.projectThrough}
              >
                <TextInput
                  type="date"
                  value={draft.projectThrough}
                  onChange={(event) => set('projectThrough', event.target.value)}
                />
              </FormField>
            </Grid>
          ) : (
            <Stack gap="4">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                <FormField label="Tax treatment" error={errors.treatment}>
                  <NativeSelect
                    value={draft.treatment}
                    onChange={(event) =>
                      set('treatment', event.target.value as PayoutDraft['treatment'])
                    }
                  >
                    {BONUS_TREATMENTS.map((treatment) => (
                      <option key={treatment} value={treatment}>
                        {TREATMENT_LABELS[treatment]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                {draft.treatment === 'de_minimis' ? (
                  <FormField label="De minimis benefit" error={errors.deMinimisCategory}>
                    <NativeSelect
                      value={draft.deMinimisCategory}
                      onChange={(event) =>
                        set(
                          'deMinimisCategory',
                          event.target.value as PayoutDraft['deMinimisCategory'],
                        )
                      }
                    >
                      {DE_MINIMIS_BONUS_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {payrollLabel(category)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                ) : null}
              </Grid>
              <FormField
                label="Amounts"
                helper="One employee a line: employee number, then the amount (e.g. 2022-0005, 5000.00)"
                error={errors.amounts}
                required
              >
                <FieldTextarea
                  rows={6}
                  fontFamily="mono"
                  value={draft.amounts}
                  onChange={(event) => set('amounts', event.target.value)}
                />
              </FormField>
            </Stack>
          )}
          <Flex gap="2" justify="end">
            <Button asChild variant="outline">
              <RouterLink to={specialPayoutPaths.list}>Cancel</RouterLink>
            </Button>
            <Button type="submit" loading={busy} loadingText="Creating">
              Create payout
            </Button>
          </Flex>
        </Stack>
      </Panel>
    </>
  );
}
