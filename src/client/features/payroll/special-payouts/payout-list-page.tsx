import { Box, Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  type PayoutsResponseSchema,
} from '../../../../shared/api/special-payouts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { moneyColumn } from '../money-text';
import { useCan } from '../../../lib/use-grants';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { payoutKeys } from './payout-api';

type Payouts = Static<typeof PayoutsResponseSchema>;

const COLUMNS: DataColumn<Payouts['items'][number]>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (payout) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={specialPayoutPaths.view(payout.id)}>{payout.name}</RouterLink>
      </Link>
    ),
  },
  { id: 'kind', header: 'Kind', value: (payout) => PAYOUT_KIND_LABELS[payout.kind] },
  { id: 'payDate', header: 'Pay date', nowrap: true, value: (payout) => formatDay(payout.payDate) },
  {
    id: 'status',
    header: 'Status',
    cell: (payout) => <CutoffStatusBadge status={payout.status} />,
  },
  { id: 'employees', header: 'Employees', numeric: true, value: (payout) => payout.members.length },
  moneyColumn('net', 'Total net', (payout) => payout.netPay),
];

/** `/hcm/special-payout/list`: 13th-month runs, bonuses and last pays, newest pay date first. */
export function PayoutListPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<Payouts>(payoutKeys.payouts(account.accountId));
  const canCreate = can('payroll.compute');

  return (
    <>
      <PageHeader
        title="Special payouts"
        description="Pay outside the cut-offs: the 13th month, bonuses and last pay."
        actions={
          canCreate ? (
            <Button asChild>
              <RouterLink to={specialPayoutPaths.generate}>New payout</RouterLink>
            </Button>
          ) : null
        }
      />
      <Panel>
        {!isLoading && (error || !data) ? (
          <Box p="4">
            <LoadError message="The payouts could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : (
          <DataTable
            rows={data?.items ?? []}
            columns={COLUMNS}
            rowKey={(payout) => payout.id}
            loading={isLoading}
            empty={{
              icon: 'list',
              title: 'No special payouts yet',
              description: canCreate ? 'Create one for the 13th month or a bonus.' : undefined,
            }}
          />
        )}
      </Panel>
    </>
  );
}
