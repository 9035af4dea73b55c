import { Badge, Box, Flex, Link, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import type { Cutoff, PayslipsResponseSchema } from '../../../../shared/api/payroll-registers';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { OffsetPager } from '../../../components/offset-pager';
import { TableSkeleton } from '../../../components/table-skeleton';
import { TextInput } from '../../../components/text-input';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { registerKeys } from '../api/register-keys';
import { MoneyText } from '../money-text';
import { registerPaths } from '../payroll-paths';

type Payslips = Static<typeof PayslipsResponseSchema>;

const PAGE_SIZE = 50;

/** The cut-off's payslips, searched and paged, with the cut-off's totals at the foot. */
export function PayslipsTable({ cutoff }: { cutoff: Cutoff }) {
  const account = useCurrentAccount();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const searched = useDebouncedValue(search.trim(), 300);
  const { data, error, isLoading, mutate } = useSWR<Payslips>(
    registerKeys.payslips(account.accountId, cutoff.id, {
      search: searched,
      limit: PAGE_SIZE,
      offset,
    }),
    { keepPreviousData: true },
  );

  return (
    <>
      <Flex px="4" pb="3">
        <TextInput
          size="sm"
          w="16rem"
          aria-label="Search payslips"
          placeholder="Search by name or number"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOffset(0);
          }}
        />
      </Flex>
      {isLoading ? (
        <TableSkeleton />
      ) : error || !data ? (
        <Box p="4">
          <LoadError message="The payslips could not be loaded." onRetry={() => void mutate()} />
        </Box>
      ) : data.total === 0 ? (
        <EmptyState
          icon="list"
          title={searched ? 'No payslip matches' : 'No payslips yet'}
          description={searched ? undefined : 'Compute the cut-off to make them.'}
        />
      ) : (
        <>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Employee</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Deductions</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                  <Table.ColumnHeader>Time record</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((payslip) => (
                  <Table.Row key={payslip.employeeNumber}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink
                          to={registerPaths.payslip(
                            cutoff.registerId,
                            cutoff.id,
                            payslip.employeeNumber,
                          )}
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
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.grossPay} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.totalDeductions} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.netPay} fontWeight="medium" />
                    </Table.Cell>
                    <Table.Cell>
                      <Link asChild fontSize="sm">
                        <RouterLink
                          to={registerPaths.memberDtr(
                            cutoff.registerId,
                            cutoff.id,
                            payslip.employeeNumber,
                          )}
                          aria-label={`Time record of ${payslip.employeeName}`}
                        >
                          DTR
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
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
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
          <OffsetPager
            offset={offset}
            shown={data.items.length}
            total={data.total}
            pageSize={PAGE_SIZE}
            onChange={setOffset}
          />
        </>
      )}
    </>
  );
}
