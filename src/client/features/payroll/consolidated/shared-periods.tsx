import { Box, Flex, Heading, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type {
  Consolidation,
  ConsolidationPeriods,
} from '../../../../shared/api/payroll-consolidations';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { consolidationKeys } from '../api/consolidation-keys';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { consolidatedPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';
import { YearSelect } from '../year-select';

interface SharedPeriodsProps {
  consolidation: Consolidation;
  year: number;
  onYear: (year: number) => void;
}

/** A year's pay periods of the consolidation, each register's cut-off of it, and a link to all. */
export function SharedPeriods({ consolidation, year, onYear }: SharedPeriodsProps) {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<ConsolidationPeriods>(
    consolidationKeys.periods(account.accountId, consolidation.id, year),
    { keepPreviousData: true },
  );
  const years = [...new Set([...(data?.years ?? []), year])].sort((a, b) => b - a);

  return (
    <Panel>
      <Flex px="4" py="3" gap="3" align="center" justify="space-between">
        <Heading as="h2" size="md">
          Periods
        </Heading>
        <YearSelect year={year} years={years} onChange={onYear} />
      </Flex>
      {isLoading ? (
        <TableSkeleton />
      ) : error || !data ? (
        <Box p="4">
          <LoadError message="The periods could not be loaded." onRetry={() => void mutate()} />
        </Box>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon="clock"
          title={`No cut-offs in ${data.year}`}
          description="None of its registers has cut-offs in this year."
        />
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Period</Table.ColumnHeader>
                {consolidation.registers.map((register) => (
                  <Table.ColumnHeader key={register.id}>{register.name}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((period) => {
                const [anchor] = period.cutoffs;
                return (
                  <Table.Row key={`${period.periodStart}/${period.periodEnd}`}>
                    <Table.Cell>
                      {anchor ? (
                        <Link asChild fontWeight="medium">
                          <RouterLink
                            to={consolidatedPaths.cutoff(consolidation.id, anchor.cutoffId)}
                          >
                            {formatPeriod(period.periodStart, period.periodEnd)}
                          </RouterLink>
                        </Link>
                      ) : (
                        formatPeriod(period.periodStart, period.periodEnd)
                      )}
                    </Table.Cell>
                    {consolidation.registers.map((register) => {
                      const cutoff = period.cutoffs.find((c) => c.registerId === register.id);
                      return (
                        <Table.Cell key={register.id}>
                          {cutoff ? (
                            <Flex gap="2" align="center">
                              <CutoffStatusBadge status={cutoff.status} />
                              {cutoff.payslips > 0 ? (
                                <Text as="span" color="fg.muted" fontSize="sm">
                                  {cutoff.payslips === 1
                                    ? '1 payslip'
                                    : `${cutoff.payslips} payslips`}
                                </Text>
                              ) : null}
                            </Flex>
                          ) : (
                            <Text as="span" color="fg.muted">
                              No cut-off of this period
                            </Text>
                          )}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
