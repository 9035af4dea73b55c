import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type {
  Consolidation,
  ConsolidationPeriods,
} from '../../../../shared/api/payroll-consolidations';
import { DataTable, type DataColumn } from '../../../components/data-table';
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

type Period = ConsolidationPeriods['items'][number];

/** A period's first column (leading to its side-by-side view) and one column per register. */
const columnsOf = (consolidation: Consolidation): DataColumn<Period>[] => [
  {
    id: 'period',
    header: 'Period',
    cell: (period) => {
      const [anchor] = period.cutoffs;
      const label = formatPeriod(period.periodStart, period.periodEnd);
      return anchor ? (
        <Link asChild fontWeight="medium">
          <RouterLink to={consolidatedPaths.cutoff(consolidation.id, anchor.cutoffId)}>
            {label}
          </RouterLink>
        </Link>
      ) : (
        label
      );
    },
  },
  ...consolidation.registers.map((register): DataColumn<Period> => ({
    id: register.id,
    header: register.name,
    cell: (period) => {
      const cutoff = period.cutoffs.find((c) => c.registerId === register.id);
      return cutoff ? (
        <Flex gap="2" align="center">
          <CutoffStatusBadge status={cutoff.status} />
          {cutoff.payslips > 0 ? (
            <Text as="span" color="fg.muted" fontSize="sm">
              {cutoff.payslips === 1 ? '1 payslip' : `${cutoff.payslips} payslips`}
            </Text>
          ) : null}
        </Flex>
      ) : (
        <Text as="span" color="fg.muted">
          No cut-off of this period
        </Text>
      );
    },
  })),
];

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
        <DataTable
          rows={data.items}
          columns={columnsOf(consolidation)}
          rowKey={(period) => `${period.periodStart}/${period.periodEnd}`}
        />
      )}
    </Panel>
  );
}
