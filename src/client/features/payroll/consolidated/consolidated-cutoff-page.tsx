import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ConsolidatedCutoff } from '../../../../shared/api/payroll-consolidations';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { consolidationKeys } from '../api/consolidation-keys';
import { consolidatedPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';
import { ConsolidatedTotalsTable } from './consolidated-totals-table';

/** `/consolidated-register/cutoff/:consolidatedId/:registerCutoffId`: one period, side by side. */
export function ConsolidatedCutoffPage() {
  const { consolidatedId = '', registerCutoffId = '' } = useParams();
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<ConsolidatedCutoff>(
    consolidationKeys.cutoff(account.accountId, consolidatedId, registerCutoffId),
  );

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? 'The consolidated cut-off could not be loaded.'}
        onRetry={() => void mutate()}
      />
    );
  const released = data.columns.filter((column) => column.status === 'Released').length;
  return (
    <>
      <PageHeader
        title={`${data.consolidation.name}: ${formatPeriod(data.periodStart, data.periodEnd)}`}
        description={
          <Link asChild>
            <RouterLink to={consolidatedPaths.view(data.consolidation.id)}>
              Back to the consolidated register
            </RouterLink>
          </Link>
        }
      />
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {released} of {data.columns.length} registers released ·{' '}
          {data.payslips === 1 ? '1 payslip' : `${data.payslips} payslips`} in all. Amounts are each
          cut-off&apos;s current computation.
        </Text>
        <Panel>
          <ConsolidatedTotalsTable cutoff={data} />
        </Panel>
      </Stack>
    </>
  );
}
