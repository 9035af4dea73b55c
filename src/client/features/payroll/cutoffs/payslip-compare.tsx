import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import useSWR from 'swr';
import { DIFF_BASES, type PayslipDiff } from '../../../../shared/api/payroll-payslips';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { MoneyText } from '../money-text';
import { formatPeriod } from '../period-text';
import { ToggleButtons } from '../../../components/toggle-buttons';

type Basis = (typeof DIFF_BASES)[number];

const BASIS_LABELS: Record<Basis, string> = {
  computation: 'Previous computation',
  'previous-cutoff': 'Previous cut-off',
};

/** What changed against the previous computation or cut-off: per employee, lines on demand. */
export function PayslipCompare({ cutoffId }: { cutoffId: string }) {
  const account = useCurrentAccount();
  const [against, setAgainst] = useState<Basis>('computation');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { data, error, isLoading, mutate } = useSWR<PayslipDiff>(
    registerKeys.diff(account.accountId, cutoffId, against),
  );

  const toggle = (employeeNumber: string) => {
    const next = new Set(open);
    if (!next.delete(employeeNumber)) next.add(employeeNumber);
    setOpen(next);
  };

  return (
    <Box>
      <Flex px="4" pb="3" gap="3" align="center" wrap="wrap">
        <ToggleButtons
          label="Compare against"
          value={against}
          options={DIFF_BASES.map((value) => ({ value, label: BASIS_LABELS[value] }))}
          onChange={setAgainst}
        />
        {data ? (
          <Text fontSize="sm" color="fg.muted">
            {formatPeriod(data.before.periodStart, data.before.periodEnd)} (computation{' '}
            {data.before.computation}): net <MoneyText value={data.netBefore} /> → now{' '}
            <MoneyText value={data.netAfter} fontWeight="medium" />
          </Text>
        ) : null}
      </Flex>
      {isLoading ? (
        <TableSkeleton />
      ) : isApiError(error) && error.status === 404 ? (
        <EmptyState icon="list" title="Nothing to compare" description={error.message} />
      ) : error || !data ? (
        <Box p="4">
          <LoadError
            message={error?.message ?? 'The comparison could not be loaded.'}
            onRetry={() => void mutate()}
          />
        </Box>
      ) : data.employees.length === 0 ? (
        <EmptyState icon="check" title="No payslip changed" />
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Employee</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Net before</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Net after</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.employees.map((employee) => (
              <Fragment key={employee.employeeNumber}>
                <Table.Row>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-expanded={open.has(employee.employeeNumber)}
                      onClick={() => toggle(employee.employeeNumber)}
                    >
                      {open.has(employee.employeeNumber) ? '▾' : '▸'} {employee.employeeName}
                    </Button>
                    {employee.change === 'changed' ? null : (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        {employee.change}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={employee.netBefore} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={employee.netAfter} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <MoneyText value={employee.netChange} fontWeight="medium" />
                  </Table.Cell>
                </Table.Row>
                {open.has(employee.employeeNumber)
                  ? employee.lines.map((line) => (
                      <Table.Row key={line.code} bg="bg.muted" fontSize="xs">
                        <Table.Cell ps="10">{line.label}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <MoneyText value={line.before} />
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <MoneyText value={line.after} />
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          <MoneyText value={line.change} />
                        </Table.Cell>
                      </Table.Row>
                    ))
                  : null}
              </Fragment>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
