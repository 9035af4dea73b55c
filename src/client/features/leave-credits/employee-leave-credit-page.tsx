import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { EmployeeLeaveCredits, LedgerEntry } from '../../../shared/api/leave-credits';
import { useCan } from '../../lib/use-grants';
import { ConfirmDialog } from '../../components/alert-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { TableSkeleton } from '../../components/table-skeleton';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { leaveCreditKeys } from './api/leave-credit-keys';
import { BalanceCards } from './balance-cards';
import { formatSignedDays, LEDGER_REASON_LABELS } from './ledger-labels';
import { LedgerTable } from './ledger-table';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

/** `/hr/leave-credit/:employeeNumber`: one employee's balances and ledger; HR adjusts here. */
export function EmployeeLeaveCreditPage() {
  const account = useCurrentAccount();
  const employeeNumber = useParams().employeeNumber ?? account.employeeNumber ?? '';
  const { data, error, isLoading, mutate } = useSWR<EmployeeLeaveCredits>(
    employeeNumber ? leaveCreditKeys.employee(account.accountId, employeeNumber) : null,
  );
  const can = useCan();
  const canChange = can('leave.manageCredits');
  const [adjusting, setAdjusting] = useState(false);
  const [removing, setRemoving] = useState<LedgerEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  const remove = async (entry: LedgerEntry) => {
    setBusy(true);
    try {
      await apiClient.post('/api/hcm/remove-leave-credits', { entryIds: [entry.id] });
      setToast({
        status: 'success',
        title: 'Entry removed',
        description: `${formatSignedDays(entry.minutes)} of ${entry.leaveType} no longer counts.`,
      });
      await mutate();
    } catch (failure) {
      setToast({
        status: 'error',
        title: 'The entry was not removed',
        description: isApiError(failure) ? failure.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const notFound = isApiError(error) && error.status === 404;
  return (
    <>
      <PageHeader
        title="Leave credits"
        description={
          data
            ? `${data.employeeName} · ${data.employeeNumber} · ${data.template ?? 'No leave template'}`
            : employeeNumber
        }
        actions={
          <HStack gap="2">
            {can('timekeeping.others') ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/hr/leave-credits">All employees</RouterLink>
              </Button>
            ) : null}
            {canChange && data ? (
              <Button size="sm" onClick={() => setAdjusting(true)}>
                Adjust
              </Button>
            ) : null}
          </HStack>
        }
      />
      {isLoading ? (
        <Panel>
          <TableSkeleton />
        </Panel>
      ) : notFound ? (
        <Panel>
          <EmptyState
            icon="list"
            title="No such employee"
            description={`There is no employee record for ${employeeNumber}.`}
          />
        </Panel>
      ) : error || !data ? (
        <LoadError message="The leave credits could not be loaded." onRetry={() => void mutate()} />
      ) : (
        <>
          <BalanceCards balances={data.balances} />
          <Panel>
            <Flex px="4" py="3" borderBottomWidth="1px" justify="space-between" align="center">
              <Text fontWeight="semibold">Ledger</Text>
              <Text fontSize="sm" color="fg.muted">
                Times are {DISPLAY_ZONE_NAME}
              </Text>
            </Flex>
            {data.entries.length > 0 ? (
              <LedgerTable
                entries={data.entries}
                {...(canChange ? { onRemove: setRemoving } : {})}
              />
            ) : (
              <Box>
                <EmptyState
                  icon="list"
                  title="No entries yet"
                  description="Accruals, adjustments and leave taken will be listed here."
                />
              </Box>
            )}
          </Panel>
        </>
      )}
      {adjusting && data ? (
        <AdjustCreditsDialog
          credits={data}
          onClose={() => setAdjusting(false)}
          onSaved={(saved) => {
            setAdjusting(false);
            void mutate(saved, { revalidate: false });
            setToast({ status: 'success', title: 'Leave credits adjusted' });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this entry?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        destructive
        loading={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing
          ? `The ${LEDGER_REASON_LABELS[removing.reason].label.toLowerCase()} of ${formatSignedDays(removing.minutes)} of ${removing.leaveType} will no longer count towards the balance. It stays in the audit trail.`
          : null}
      </ConfirmDialog>
      <ResultToast message={toast} onClose={closeToast} />
    </>
  );
}
