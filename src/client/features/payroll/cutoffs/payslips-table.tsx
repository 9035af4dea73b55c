import { Badge, Box, Flex, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import type { PayslipsResponseSchema } from '../../../../shared/api/payroll-payslips';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';
import { MoneyText, moneyColumn } from '../money-text';
import { registerPaths } from '../payroll-paths';

type Payslips = Static<typeof PayslipsResponseSchema>;

const columnsOf = (cutoff: Cutoff): DataColumn<Payslips['items'][number]>[] => [
  {
    id: 'employee',
    header: 'Employee',
    cell: (payslip) => (
      <>
        <Link asChild fontWeight="medium">
          <RouterLink
            to={registerPaths.payslip(cutoff.registerId, cutoff.id, payslip.employeeNumber)}
          >
            {payslip.employeeName}
          </RouterLink>
        </Link>{' '}
        <Box as="span" color="fg.muted" fontSize="xs">
          {payslip.employeeNumber}
        </Box>
        {payslip.deferred > 0 ? (
          <Badge colorPalette="orange" ms="2">
            Deferred
          </Badge>
        ) : null}
      </>
    ),
  },
  moneyColumn('gross', 'Gross', (payslip) => payslip.grossPay),
  moneyColumn('deductions', 'Deductions', (payslip) => payslip.totalDeductions),
  moneyColumn('net', 'Net', (payslip) => payslip.netPay, true),
  {
    id: 'dtr',
    header: 'Time record',
    cell: (payslip) => (
      <Link asChild fontSize="sm">
        <RouterLink
          to={registerPaths.memberDtr(cutoff.registerId, cutoff.id, payslip.employeeNumber)}
          aria-label={`Time record of ${payslip.employeeName}`}
        >
          DTR
        </RouterLink>
      </Link>
    ),
  },
];

const PAGE_SIZE = 50;

/** The cut-off's payslips, searched and paged, with the cut-off's totals at the foot. */
export function PayslipsTable({ cutoff }: { cutoff: Cutoff }) {
  const account = useCurrentAccount();
  const { search, setSearch, searched, offset, setOffset, list } = usePagedSearch<Payslips>(
    PAGE_SIZE,
    (page) => registerKeys.payslips(account.accountId, cutoff.id, page),
  );

  return (
    <SearchedList
      toolbar={
        <Flex px="4" pb="3">
          <SearchBox label="Search payslips" value={search} onChange={setSearch} />
        </Flex>
      }
      list={list}
      loadErrorMessage="The payslips could not be loaded."
      searched={searched}
      noMatch="No payslip matches"
      empty={{ title: 'No payslips yet', description: 'Compute the cut-off to make them.' }}
      paging={{ offset, pageSize: PAGE_SIZE, onChange: setOffset }}
    >
      {(data) => (
        <DataTable
          rows={data.items}
          columns={columnsOf(cutoff)}
          rowKey={(payslip) => payslip.employeeNumber}
          footer={
            <Table.Row fontWeight="semibold">
              <Table.Cell>All {cutoff.payslips} payslips</Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={cutoff.grossPay} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={cutoff.totalDeductions} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={cutoff.netPay} />
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          }
        />
      )}
    </SearchedList>
  );
}
