import { Box, Button, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  type PayoutsResponseSchema,
} from '../../../../shared/api/special-payouts';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { MoneyText } from '../money-text';
import { canChangePayroll } from '../payroll-access';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { payoutKeys } from './payout-api';

type Payouts = Static<typeof PayoutsResponseSchema>;

/** `/hcm/special-payout/list`: 13th-month runs, bonuses and last pays, newest pay date first. */
export function PayoutListPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<Payouts>(payoutKeys.payouts(account.accountId));
  const canCreate = canChangePayroll(account.role);

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
        {isLoading ? (
          <TableSkeleton />
        ) : error || !data ? (
          <Box p="4">
            <LoadError message="The payouts could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon="list"
            title="No special payouts yet"
            description={canCreate ? 'Create one for the 13th month or a bonus.' : undefined}
          />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Kind</Table.ColumnHeader>
                  <Table.ColumnHeader>Pay date</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Employees</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total net</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((payout) => (
                  <Table.Row key={payout.id}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink to={specialPayoutPaths.view(payout.id)}>
                          {payout.name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{PAYOUT_KIND_LABELS[payout.kind]}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDay(payout.payDate)}</Table.Cell>
                    <Table.Cell>
                      <CutoffStatusBadge status={payout.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{payout.members.length}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payout.netPay} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
    </>
  );
}
