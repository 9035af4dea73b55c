import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { LoanLedger } from '../../../../shared/api/loans';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { MoneyText, moneyColumn } from '../money-text';
import { formatDay, formatPeriod } from '../period-text';

const ledgerKey = (scope: string, loanId: string): ApiKey => ({
  path: `/api/hcm/loan-slips/${encodeURIComponent(loanId)}`,
  scope,
});

const COLUMNS: DataColumn<LoanLedger['entries'][number]>[] = [
  {
    id: 'cutoff',
    header: 'Cut-off',
    cell: (entry) => (
      <>
        {formatPeriod(entry.periodStart, entry.periodEnd)}{' '}
        {entry.released ? null : (
          <Badge colorPalette="orange" ms="1">
            Not released
          </Badge>
        )}
      </>
    ),
  },
  { id: 'register', header: 'Register', value: (entry) => entry.registerName },
  { id: 'payDate', header: 'Pay date', value: (entry) => formatDay(entry.payDate) },
  moneyColumn('deducted', 'Deducted', (entry) => entry.amount),
  moneyColumn('balance', 'Balance after', (entry) => entry.balanceAfter, true),
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <MoneyText value={value} fontSize="lg" fontWeight="semibold" />
    </Stack>
  );
}

/**
 * A loan's ledger (spec: loanSlips) under the loan: what it totals, what payroll has deducted
 * cut-off by cut-off with the balance after each, and what is left; printable as it stands.
 */
export function LoanLedgerPanel({ recordId }: { recordId: string }) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<LoanLedger>(ledgerKey(accountId, recordId));
  return (
    <Panel p="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="4">
        <Heading as="h2" size="md">
          Deductions and balance
        </Heading>
        <Button size="sm" variant="outline" onClick={() => window.print()} disabled={!data}>
          Print ledger
        </Button>
      </Flex>
      {isLoading ? (
        <TableSkeleton />
      ) : error || !data ? (
        <LoadError message="The ledger could not be loaded." onRetry={() => void mutate()} />
      ) : (
        <Stack gap="5">
          <Flex gap="8" wrap="wrap">
            <Figure label="Total to repay" value={data.totalPayable} />
            <Figure label="Deducted" value={data.collected} />
            <Figure label="Balance" value={data.balance} />
          </Flex>
          {data.entries.length === 0 ? (
            <EmptyState
              icon="list"
              title="Nothing deducted yet"
              description="Each cut-off payroll computes adds the deduction here, with the balance after it."
            />
          ) : (
            <Box>
              <DataTable rows={data.entries} columns={COLUMNS} rowKey={(entry) => entry.cutoffId} />
            </Box>
          )}
        </Stack>
      )}
    </Panel>
  );
}
