import { Box, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { BackdatedResponse } from '../../../../shared/api/payroll-backdated';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { registerKeys } from '../api/register-keys';
import { MoneyText } from '../money-text';
import { registerPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';

const PAGE_SIZE = 50;

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
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Employee</Table.ColumnHeader>
                    <Table.ColumnHeader>Released cut-off</Table.ColumnHeader>
                    <Table.ColumnHeader>What changed</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Due now</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Adjustment</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((item) => (
                    <Table.Row key={`${item.employeeNumber} ${item.sourceCutoffId}`}>
                      <Table.Cell>
                        <Link asChild fontWeight="medium">
                          <RouterLink
                            to={registerPaths.payslip(
                              registerId,
                              registerCutoffId,
                              item.employeeNumber,
                            )}
                          >
                            {item.employeeName}
                          </RouterLink>
                        </Link>{' '}
                        <Box as="span" color="fg.muted" fontSize="xs">
                          {item.employeeNumber}
                        </Box>
                      </Table.Cell>
                      <Table.Cell>
                        <Link asChild>
                          <RouterLink
                            to={registerPaths.memberDtr(
                              registerId,
                              item.sourceCutoffId,
                              item.employeeNumber,
                            )}
                          >
                            {formatPeriod(item.periodStart, item.periodEnd)}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        {item.changes.map((change) => (
                          <Text key={change.figure} fontSize="sm">
                            {change.figure}: {change.paid} → {change.now}
                          </Text>
                        ))}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText value={item.paid} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText value={item.due} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText
                          value={item.amount}
                          fontWeight="medium"
                          color={item.amount.startsWith('-') ? 'red.fg' : undefined}
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
                <Table.Footer>
                  <Table.Row fontWeight="semibold">
                    <Table.Cell colSpan={5}>
                      All {data.total} adjustment{data.total === 1 ? '' : 's'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={data.totalAmount} />
                    </Table.Cell>
                  </Table.Row>
                </Table.Footer>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </SearchedList>
      </Panel>
    </Stack>
  );
}
