import { Box, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { BackdatedResponse } from '../../../../shared/api/payroll-backdated';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';
import { MoneyText, moneyColumn } from '../money-text';
import { registerPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';

const PAGE_SIZE = 50;

type Adjustment = BackdatedResponse['items'][number];

/** Each adjustment: whose payslip, which released cut-off, what changed and the amounts. */
const columnsOf = (registerId: string, registerCutoffId: string): DataColumn<Adjustment>[] => [
  {
    id: 'employee',
    header: 'Employee',
    cell: (item) => (
      <>
        <Link asChild fontWeight="medium">
          <RouterLink to={registerPaths.payslip(registerId, registerCutoffId, item.employeeNumber)}>
            {item.employeeName}
          </RouterLink>
        </Link>{' '}
        <Box as="span" color="fg.muted" fontSize="xs">
          {item.employeeNumber}
        </Box>
      </>
    ),
  },
  {
    id: 'cutoff',
    header: 'Released cut-off',
    cell: (item) => (
      <Link asChild>
        <RouterLink
          to={registerPaths.memberDtr(registerId, item.sourceCutoffId, item.employeeNumber)}
        >
          {formatPeriod(item.periodStart, item.periodEnd)}
        </RouterLink>
      </Link>
    ),
  },
  {
    id: 'changes',
    header: 'What changed',
    cell: (item) =>
      item.changes.map((change) => (
        <Text key={change.figure} fontSize="sm">
          {change.figure}: {change.paid} → {change.now}
        </Text>
      )),
  },
  moneyColumn('paid', 'Paid', (item) => item.paid),
  moneyColumn('due', 'Due now', (item) => item.due),
  {
    id: 'amount',
    header: 'Adjustment',
    numeric: true,
    cell: (item) => (
      <MoneyText
        value={item.amount}
        fontWeight="medium"
        color={item.amount.startsWith('-') ? 'red.fg' : undefined}
      />
    ),
  },
];

/**
 * `/register/cutoff/backdated/...`: what this cut-off pays for released cut-offs whose days
 * changed afterwards — per employee and period, the time figures that changed, what was paid,
 * what is due now and the difference on this cut-off's payslip.
 */
export function BackdatedPage() {
  const { registerId = '', registerCutoffId = '' } = useParams();
  const account = useCurrentAccount();
  const { search, setSearch, searched, offset, setOffset, list } =
    usePagedSearch<BackdatedResponse>(PAGE_SIZE, (page) =>
      registerKeys.backdated(account.accountId, registerCutoffId, page),
    );
  const cutoff = useSWR<Cutoff>(registerKeys.cutoff(account.accountId, registerCutoffId));
  const period = cutoff.data ? formatPeriod(cutoff.data.periodStart, cutoff.data.periodEnd) : '';

  return (
    <Stack gap="4">
      <Link asChild fontSize="sm" alignSelf="start">
        <RouterLink to={registerPaths.cutoff(registerId, registerCutoffId)}>
          ← {cutoff.data ? `${cutoff.data.registerName}, ${period}` : 'Cut-off'}
        </RouterLink>
      </Link>
      <PageHeader
        title="Backdated adjustments"
        description="A released cut-off is closed: when its days change afterwards, the difference in pay for time arrives here, on this cut-off's payslips, at the rates of then."
      />
      <Panel>
        <SearchedList
          toolbar={
            <Flex px="4" py="3">
              <SearchBox label="Search adjustments" value={search} onChange={setSearch} />
            </Flex>
          }
          list={list}
          loadErrorMessage="The backdated adjustments could not be loaded."
          searched={searched}
          noMatch="No adjustment matches"
          empty={{
            title: 'No backdated adjustments',
            description:
              'No released cut-off had its days changed before this cut-off was last computed.',
          }}
          paging={{ offset, pageSize: PAGE_SIZE, onChange: setOffset }}
        >
          {(data) => (
            <DataTable
              rows={data.items}
              columns={columnsOf(registerId, registerCutoffId)}
              rowKey={(item) => `${item.employeeNumber} ${item.sourceCutoffId}`}
              footer={
                <Table.Row fontWeight="semibold">
                  <Table.Cell colSpan={5}>
                    All {data.total} adjustment{data.total === 1 ? '' : 's'}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={data.totalAmount} />
                  </Table.Cell>
                </Table.Row>
              }
            />
          )}
        </SearchedList>
      </Panel>
    </Stack>
  );
}
