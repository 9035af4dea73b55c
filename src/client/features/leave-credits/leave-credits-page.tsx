import { useCan } from '../../lib/use-grants';
import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import {
  formatLeaveDays,
  type AccrueResponse,
  type LeaveCreditsListResponse,
} from '../../../shared/api/leave-credits';
import { DataTable, type DataColumn } from '../../components/data-table';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageSearch } from '../../components/page-search';
import { PageHeader } from '../../components/page-header';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AccrueMonthDialog, monthLabel } from './accrue-month-dialog';
import { leaveCreditKeys } from './api/leave-credit-keys';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type Item = LeaveCreditsListResponse['items'][number];

/** The leave types of a page, in the order its employees' templates list them. */
const leaveTypesOf = (items: Item[]) => [
  ...new Set(items.flatMap((item) => item.balances.map((balance) => balance.leaveType))),
];

const pathOf = (employeeNumber: string) => `/hr/leave-credit/${encodeURIComponent(employeeNumber)}`;

const EMPLOYEE_COLUMN: DataColumn<Item> = {
  id: 'employee',
  header: 'Employee',
  cell: (item) => (
    <>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={pathOf(item.employeeNumber)}>{item.employeeName}</RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {item.employeeNumber}
      </Text>
    </>
  ),
};

/** One column per leave type, the employee's balance in days. */
const balanceColumn = (leaveType: string): DataColumn<Item> => {
  const balanceOf = (item: Item) => item.balances.find((b) => b.leaveType === leaveType);
  return {
    id: leaveType,
    header: leaveType,
    numeric: true,
    nowrap: true,
    value: (item) => {
      const balance = balanceOf(item);
      return balance ? formatLeaveDays(balance.balanceMinutes) : '—';
    },
    cellProps: (item) => ({ color: balanceOf(item) ? undefined : 'fg.subtle' }),
  };
};

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
  const can = useCan();
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
          can('leave.manageCredits') ? (
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
        <DataTable
          rows={items}
          columns={[EMPLOYEE_COLUMN, ...leaveTypes.map(balanceColumn)]}
          rowKey={(item) => item.employeeNumber}
          rowLink={(item) => pathOf(item.employeeNumber)}
          scroll={false}
        />
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
