import { Box, Button, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import type { MyPayslipsResponseSchema } from '../../../../shared/api/employee-payslips';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { MoneyText } from '../money-text';
import { annualizedPath, myPayslipPaths } from '../payroll-paths';
import { formatDay, formatPeriod } from '../period-text';
import { MySpecialPayslips } from '../special-payouts/my-special-payslips';

type MyPayslips = Static<typeof MyPayslipsResponseSchema>;

/** `/hcm/payslip/list`: the signed-in employee's released payslips, newest first. */
export function MyPayslipsPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<MyPayslips>(
    registerKeys.myPayslips(account.accountId),
  );

  return (
    <>
      <PageHeader
        title="My payslips"
        description="Your pay, each cut-off once it is released."
        actions={
          <Button asChild variant="outline">
            <RouterLink to={annualizedPath(account.accountId)}>Year to date</RouterLink>
          </Button>
        }
      />
      <Panel>
        {isLoading ? (
          <TableSkeleton />
        ) : error || !data ? (
          <Box p="4">
            <LoadError message="Your payslips could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon="list"
            title="No released payslips yet"
            description="Each payslip appears here when payroll releases its cut-off."
          />
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Period</Table.ColumnHeader>
                  <Table.ColumnHeader>Register</Table.ColumnHeader>
                  <Table.ColumnHeader>Pay date</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Deductions</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((payslip) => (
                  <Table.Row key={payslip.cutoffId}>
                    <Table.Cell>
                      <Link asChild fontWeight="medium">
                        <RouterLink
                          to={myPayslipPaths.payslip(
                            payslip.registerId,
                            payslip.cutoffId,
                            payslip.employeeNumber,
                          )}
                        >
                          {formatPeriod(payslip.periodStart, payslip.periodEnd)}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{payslip.registerName}</Table.Cell>
                    <Table.Cell>{formatDay(payslip.payDate)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.grossPay} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.totalDeductions} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <MoneyText value={payslip.netPay} fontWeight="medium" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
      <MySpecialPayslips />
    </>
  );
}
