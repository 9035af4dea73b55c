import { Box, Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { MyPayslips } from '../../../../shared/api/employee-payslips';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';
import { moneyColumn } from '../money-text';
import { annualizedPath, myPayslipPaths } from '../payroll-paths';
import { formatDay, formatPeriod } from '../period-text';
import { MySpecialPayslips } from '../special-payouts/my-special-payslips';

const COLUMNS: DataColumn<MyPayslips['items'][number]>[] = [
  {
    id: 'period',
    header: 'Period',
    cell: (payslip) => (
      <Link asChild fontWeight="medium">
        <RouterLink
          to={myPayslipPaths.payslip(payslip.registerId, payslip.cutoffId, payslip.employeeNumber)}
        >
          {formatPeriod(payslip.periodStart, payslip.periodEnd)}
        </RouterLink>
      </Link>
    ),
  },
  { id: 'register', header: 'Register', value: (payslip) => payslip.registerName },
  { id: 'payDate', header: 'Pay date', value: (payslip) => formatDay(payslip.payDate) },
  moneyColumn('gross', 'Gross', (payslip) => payslip.grossPay),
  moneyColumn('deductions', 'Deductions', (payslip) => payslip.totalDeductions),
  moneyColumn('net', 'Net', (payslip) => payslip.netPay, true),
];

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
        {!isLoading && (error || !data) ? (
          <Box p="4">
            <LoadError message="Your payslips could not be loaded." onRetry={() => void mutate()} />
          </Box>
        ) : (
          <DataTable
            rows={data?.items ?? []}
            columns={COLUMNS}
            rowKey={(payslip) => payslip.cutoffId}
            loading={isLoading}
            empty={{
              icon: 'list',
              title: 'No released payslips yet',
              description: 'Each payslip appears here when payroll releases its cut-off.',
            }}
          />
        )}
      </Panel>
      <MySpecialPayslips />
    </>
  );
}
