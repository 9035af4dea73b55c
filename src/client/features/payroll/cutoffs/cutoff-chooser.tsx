import { Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import type { PayRegister } from '../../../../shared/api/payroll-registers';
import { FormField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { formatPeriod } from '../period-text';

interface CutoffChooserProps {
  registerId: string;
  cutoffId: string;
  onChoose: (registerId: string, cutoffId: string) => void;
}

const yearNow = () => new Date().getFullYear();

/**
 * Which register and cut-off a screen shows: the registers, then the cut-offs of this year and
 * the last (newest first). With nothing chosen yet, the newest cut-off that has payslips.
 */
export function CutoffChooser({ registerId, cutoffId, onChoose }: CutoffChooserProps) {
  const { accountId } = useCurrentAccount();
  const registers = useSWR<{ items: PayRegister[] }>(registerKeys.registers(accountId)).data?.items;
  const register = registerId || registers?.[0]?.id || '';
  const thisYear = useSWR<{ items: Cutoff[] }>(
    register ? registerKeys.cutoffs(accountId, register, yearNow()) : null,
  ).data?.items;
  const lastYear = useSWR<{ items: Cutoff[] }>(
    register ? registerKeys.cutoffs(accountId, register, yearNow() - 1) : null,
  ).data?.items;
  const cutoffs =
    thisYear && lastYear
      ? [...thisYear, ...lastYear].sort((a, b) => b.periodEnd.localeCompare(a.periodEnd))
      : undefined;
  const newest = cutoffs?.find((cutoff) => cutoff.payslips > 0) ?? cutoffs?.[0];

  useEffect(() => {
    if (!cutoffId && newest) onChoose(newest.registerId, newest.id);
  }, [cutoffId, newest, onChoose]);

  if (registers && registers.length === 0)
    return <Text color="fg.muted">No payroll register yet: make one under Payroll registers.</Text>;
  return (
    <Flex gap="4" wrap="wrap">
      <FormField label="Register">
        <NativeSelect
          value={register}
          onChange={(event) => onChoose(event.target.value, '')}
          disabled={!registers}
        >
          {(registers ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Cut-off">
        <NativeSelect
          value={cutoffId}
          onChange={(event) => onChoose(register, event.target.value)}
          disabled={!cutoffs}
        >
          {cutoffId ? null : <option value="">Choose a cut-off</option>}
          {(cutoffs ?? []).map((cutoff) => (
            <option key={cutoff.id} value={cutoff.id}>
              {`${formatPeriod(cutoff.periodStart, cutoff.periodEnd)} · ${cutoff.status}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Flex>
  );
}
