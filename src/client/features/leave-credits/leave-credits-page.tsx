import { Button, Flex, Link, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  formatLeaveDays,
  type AccrueResponse,
  type LeaveCreditsListResponse,
} from '../../../shared/api/leave-credits';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageSearch } from '../../components/page-search';
import { PageHeader } from '../../components/page-header';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AccrueMonthDialog, monthLabel } from './accrue-month-dialog';
import { leaveCreditKeys } from './api/leave-credit-keys';
import { canChangeCredits } from './ledger-labels';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type Item = LeaveCreditsListResponse['items'][number];

/** The leave types of a page, in the order its employees' templates list them. */
const leaveTypesOf = (items: Item[]) => [
  ...new Set(items.flatMap((item) => item.balances.map((balance) => balance.leaveType))),
];

const pathOf = (employeeNumber: string) => `/hr/leave-credit/${encodeURIComponent(employeeNumber)}`;

function accrualMessage({ month, employees, entriesAdded, skippedRemoved }: AccrueResponse) {
  const added =
    entriesAdded > 0
      ? `${entriesAdded} ${entriesAdded === 1 ? 'grant' : 'grants'} added for ${monthLabel(month)}, across ${employees} active employees.`
      : `${monthLabel(month)} had already been accrued: nothing was added.`;
  return skippedRemoved > 0
    ? `${added} ${skippedRemoved} removed ${skippedRemoved === 1 ? 'grant was' : 'grants were'} not made again.`
    : added;
}

/** `/hr/leave-credits`: every active employee's leave balances, in days; HR accrues months. */
export function LeaveCreditsPage() {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [accruing, setAccruing] = useState(false);
  const [toast, setToast] = useState<ResultMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const request = { limit: PAGE_SIZE, offset, ...(q ? { search: q } : {}) };
  const { data, error, isLoading, mutate } = useSWR<LeaveCreditsListResponse>(
    leaveCreditKeys.list(account.accountId, request),
    { keepPreviousData: true },
  );
  const items = data?.items ?? [];
  const leaveTypes = leaveTypesOf(items);
  const total = data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Leave credits"
        description="Leave balances of every active employee, in days. Select an employee to see their ledger."
        actions={
          canChangeCredits(account.role) ? (
            <Button size="sm" onClick={() => setAccruing(true)}>
              Accrue month
            </Button>
          ) : null
        }
      />
      <Flex mb="4" gap="3" align="center">
        <PageSearch
          label="Search employees"
          placeholder="Search name or employee number"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
      </Flex>
      <OffsetListPanel
        isLoading={isLoading}
        failed={Boolean(error) && !data}
        loadErrorMessage="The leave credits could not be loaded."
        onRetry={() => void mutate()}
        empty={{
          icon: 'list',
          title: q ? 'No employees match' : 'No active employees',
          description: q
            ? 'Try another name or employee number.'
            : 'Employees appear here once HR adds them to the employee master.',
        }}
        pager={{
          offset,
          shown: items.length,
          total: total,
          pageSize: PAGE_SIZE,
          onChange: setOffset,
        }}
      >
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Employee</Table.ColumnHeader>
              {leaveTypes.map((leaveType) => (
                <Table.ColumnHeader key={leaveType} textAlign="end">
                  {leaveType}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row
                key={item.employeeNumber}
                cursor="pointer"
                onClick={() => void navigate(pathOf(item.employeeNumber))}
              >
                <Table.Cell>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={pathOf(item.employeeNumber)}>{item.employeeName}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {item.employeeNumber}
                  </Text>
                </Table.Cell>
                {leaveTypes.map((leaveType) => {
                  const balance = item.balances.find((b) => b.leaveType === leaveType);
                  return (
                    <Table.Cell
                      key={leaveType}
                      textAlign="end"
                      whiteSpace="nowrap"
                      fontVariantNumeric="tabular-nums"
                      color={balance ? undefined : 'fg.subtle'}
                    >
                      {balance ? formatLeaveDays(balance.balanceMinutes) : '—'}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </OffsetListPanel>
      {accruing ? (
        <AccrueMonthDialog
          onClose={() => setAccruing(false)}
          onAccrued={(result) => {
            setAccruing(false);
            setToast({
              status: 'success',
              title: `Accrued ${monthLabel(result.month)}`,
              description: accrualMessage(result),
            });
            void mutate();
          }}
        />
      ) : null}
      <ResultToast message={toast} onClose={closeToast} />
    </>
  );
}
