import { Badge, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { LoanLedger } from '../../../../shared/api/loans';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { MoneyText } from '../money-text';
import { formatDay, formatPeriod } from '../period-text';

const ledgerKey = (scope: string, loanId: string): ApiKey => ({
  path: `/api/hcm/loan-slips/${encodeURIComponent(loanId)}`,
  scope,
});

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
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Cut-off</Table.ColumnHeader>
                      <Table.ColumnHeader>Register</Table.ColumnHeader>
                      <Table.ColumnHeader>Pay date</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Deducted</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Balance after</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.entries.map((entry) => (
                      <Table.Row key={entry.cutoffId}>
                        <Table.Cell>
                          {formatPeriod(entry.periodStart, entry.periodEnd)}{' '}
                          {entry.released ? null : (
                            <Badge colorPalette="orange" ms="1">
                              Not released
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell>{entry.registerName}</Table.Cell>
                        <Table.Cell>{formatDay(entry.payDate)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <MoneyText value={entry.amount} />
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <MoneyText value={entry.balanceAfter} fontWeight="medium" />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          )}
        </Stack>
      )}
    </Panel>
  );
}
