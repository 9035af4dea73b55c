import { Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { TimeRecordsResponse } from '../../../shared/api/timekeeping';
import { cutoffOf } from '../../../shared/timekeeping/cutoff';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { useCurrentAccount } from '../../lib/use-current-account';
import { timeKeys } from './api/time-keys';
import { DtrTable } from './dtr-table';
import { TabLink } from '../../components/tab-link';

/** The current cut-off's daily time records; earlier cut-offs are on the time records page. */
export function TimeRecordsTab({ employeeNumber, own }: { employeeNumber: string; own: boolean }) {
  const { accountId } = useCurrentAccount();
  const cutoff = cutoffOf(todayAtWork());
  const { data, error, isLoading, mutate } = useSWR<TimeRecordsResponse>(
    timeKeys.records(accountId, { from: cutoff.from, to: cutoff.to, employeeNumber }),
  );
  const fullPage = own
    ? '/time-records/list'
    : `/time-records/list/${encodeURIComponent(employeeNumber)}`;
  return (
    <>
      <TabLink to={fullPage}>All time records</TabLink>
      <Panel>
        <Text fontWeight="semibold" px="4" py="3" borderBottomWidth="1px">
          Cut-off {cutoff.label}
        </Text>
        {isLoading ? (
          <TableSkeleton />
        ) : error ? (
          <LoadError
            message="The time records could not be loaded."
            onRetry={() => void mutate()}
          />
        ) : data && data.days.length > 0 ? (
          <DtrTable days={data.days} punches={data.punches} />
        ) : (
          <EmptyState
            icon="clock"
            title="No time records"
            description="Nothing to show for this cut-off."
          />
        )}
      </Panel>
    </>
  );
}
