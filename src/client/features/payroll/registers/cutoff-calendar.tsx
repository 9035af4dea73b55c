import { Box, Button, Flex, Heading, Link, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { registerRequests, type CutoffsResponse } from '../api/register-requests';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { MoneyText } from '../money-text';
import { registerPaths } from '../payroll-paths';
import { formatDay, formatPeriod } from '../period-text';
import { YearSelect } from '../year-select';

const YEARS_AROUND = 2;

interface CutoffCalendarProps {
  registerId: string;
  canEdit: boolean;
}

/** A year of the register's cut-offs, each with its status and totals; an empty year is added. */
export function CutoffCalendar({ registerId, canEdit }: CutoffCalendarProps) {
  const account = useCurrentAccount();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR<CutoffsResponse>(
    registerKeys.cutoffs(account.accountId, registerId, year),
  );
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => thisYear - YEARS_AROUND + i);

  const addYear = async () => {
    setAdding(true);
    try {
      await mutate(await registerRequests.addYear(registerId, year), { revalidate: false });
      setMessage(null);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setMessage(failure.message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Panel>
      <Flex px="4" py="3" gap="3" align="center" justify="space-between">
        <Heading as="h2" size="md">
          Cut-offs
        </Heading>
        <YearSelect year={year} years={years} onChange={setYear} />
      </Flex>
      {message ? (
        <Box px="4" pb="3">
          <FormAlert status="error">{message}</FormAlert>
        </Box>
      ) : null}
      {isLoading ? (
        <TableSkeleton />
      ) : error || !data ? (
        <Box p="4">
          <LoadError message="The cut-offs could not be loaded." onRetry={() => void mutate()} />
        </Box>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon="clock"
          title={`No cut-offs in ${year}`}
          description={canEdit ? 'Add the cut-offs of the year to compute its payroll.' : undefined}
          action={
            canEdit ? (
              <Button size="sm" loading={adding} onClick={() => void addYear()}>
                Add {year} cut-offs
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Period</Table.ColumnHeader>
                <Table.ColumnHeader>Pay date</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Payslips</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Deductions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((cutoff) => (
                <Table.Row key={cutoff.id}>
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={registerPaths.cutoff(registerId, cutoff.id)}>
                        {formatPeriod(cutoff.periodStart, cutoff.periodEnd)}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{formatDay(cutoff.payDate)}</Table.Cell>
                  <Table.Cell>
                    <CutoffStatusBadge status={cutoff.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{cutoff.payslips}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={cutoff.grossPay} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={cutoff.totalDeductions} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={cutoff.netPay} fontWeight="medium" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
