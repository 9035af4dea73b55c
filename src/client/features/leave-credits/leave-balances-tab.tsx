import { Box } from '@chakra-ui/react';
import useSWR from 'swr';
import type { EmployeeLeaveCredits } from '../../../shared/api/leave-credits';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { useCurrentAccount } from '../../lib/use-current-account';
import { leaveCreditKeys } from './api/leave-credit-keys';
import { BalanceCards } from './balance-cards';
import { LedgerTable } from './ledger-table';
import { TabLink } from '../../components/tab-link';

/** The employee's leave balances and ledger; staff go on to adjust them on the credits page. */
export function LeaveBalancesTab({
  employeeNumber,
  staff,
}: {
  employeeNumber: string;
  staff: boolean;
}) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<EmployeeLeaveCredits>(
    leaveCreditKeys.employee(accountId, employeeNumber),
  );
  if (isLoading) return <TableSkeleton rows={3} />;
  if (error || !data)
    return (
      <LoadError message="The leave balances could not be loaded." onRetry={() => void mutate()} />
    );
  return (
    <>
      {staff ? (
        <TabLink to={`/hr/leave-credit/${encodeURIComponent(employeeNumber)}`}>
          Open leave credits
        </TabLink>
      ) : null}
      {data.balances.length > 0 ? <BalanceCards balances={data.balances} /> : null}
      <Panel>
        {data.entries.length > 0 ? (
          <LedgerTable entries={data.entries} />
        ) : (
          <Box>
            <EmptyState
              icon="list"
              title="No leave credits yet"
              description={`${data.template ?? 'No leave template'}: grants and uses appear here.`}
            />
          </Box>
        )}
      </Panel>
    </>
  );
}
