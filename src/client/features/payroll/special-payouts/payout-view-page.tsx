import { Box, Link, Stack, Table } from '@chakra-ui/react';
import Decimal from 'decimal.js';
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  type PayoutPayslipsResponseSchema,
  type SpecialPayout,
} from '../../../../shared/api/special-payouts';
import { lastPayDueDate } from '../../../../shared/api/last-pay';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { CutoffStatusBadge } from '../cutoff-status-badge';
import { FactList } from '../fact-list';
import { MoneyText, moneyColumn } from '../money-text';
import { useCan } from '../../../lib/use-grants';
import { payrollLabel } from '../payroll-labels';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { PayoutActions } from './payout-actions';
import { payoutKeys } from './payout-api';

type Payslips = Static<typeof PayoutPayslipsResponseSchema>;

type Payslip = Payslips['items'][number];

const AMOUNTS = [
  ['grossPay', 'Gross'],
  ['benefitsExempt', 'Exempt benefits'],
  ['benefitsTaxable', 'Taxable benefits'],
  ['deMinimis', 'De minimis'],
  ['taxableCompensation', 'Taxable'],
  ['netPay', 'Net'],
] as const;

/** The payout's payslips: who, each linking to their special payslip, and their amounts. */
const columnsOf = (payoutId: string): DataColumn<Payslip>[] => [
  {
    id: 'employee',
    header: 'Employee',
    cell: (slip) => (
      <>
        <Link asChild fontWeight="medium">
          <RouterLink to={specialPayoutPaths.payslip(payoutId, slip.employeeNumber)}>
            {slip.employeeName}
          </RouterLink>
        </Link>{' '}
        ({slip.employeeNumber})
      </>
    ),
  },
  ...AMOUNTS.map(([key, label]) => moneyColumn<Payslip>(key, label, (slip) => slip[key])),
];

/** The exact sum of amounts in pesos, never through floating point. */
const sumOf = (values: string[]) =>
  values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

/** What the payout is: kind, year, pay date, status and its settings. */
function payoutFacts(payout: SpecialPayout): [string, ReactNode][] {
  const { settings } = payout;
  return [
    ['Kind', PAYOUT_KIND_LABELS[payout.kind]],
    ['Year', String(payout.year)],
    ['Pay date', formatDay(payout.payDate)],
    ['Status', <CutoffStatusBadge key="status" status={payout.status} />],
    ...(payout.kind === 'thirteenth_month'
      ? ([
          ['Share of the year', `${settings.sharePercent ?? 100}%`],
          ['Projected through', formatDay(settings.projectThrough ?? `${payout.year}-12-31`)],
        ] as [string, string][])
      : []),
    ...(payout.kind === 'final_pay' && settings.separationDate
      ? ([
          ['Separation date', formatDay(settings.separationDate)],
          ['Due by (30 days after)', formatDay(lastPayDueDate(settings.separationDate))],
        ] as [string, string][])
      : []),
    ...(payout.kind === 'bonus'
      ? ([
          [
            'Tax treatment',
            payrollLabel(settings.deMinimisCategory ?? settings.treatment ?? 'other_benefit'),
          ],
        ] as [string, string][])
      : []),
  ];
}

/** `/hcm/special-payout/view/:id`: a payout, its members' special payslips with totals, its actions. */
export function PayoutViewPage() {
  const { id = '' } = useParams();
  const account = useCurrentAccount();
  const can = useCan();
  const payout = useSWR<SpecialPayout>(payoutKeys.payout(account.accountId, id));
  const payslips = useSWR<Payslips>(payoutKeys.payslips(account.accountId, id));
  const { mutate: reloadPayout } = payout;
  const { mutate: reloadPayslips } = payslips;
  const onChanged = useCallback(() => {
    void reloadPayout();
    void reloadPayslips();
  }, [reloadPayout, reloadPayslips]);

  if (payout.isLoading) return <PageSpinner />;
  if (payout.error || !payout.data)
    return (
      <LoadError
        message={payout.error?.message ?? 'The payout could not be loaded.'}
        onRetry={() => void reloadPayout()}
      />
    );
  const data = payout.data;
  const items = payslips.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={data.name}
        description={
          <>
            <Link asChild>
              <RouterLink to={specialPayoutPaths.list}>Special payouts</RouterLink>
            </Link>{' '}
            · {data.members.length === 1 ? '1 employee' : `${data.members.length} employees`}
          </>
        }
      />
      <Stack gap="6">
        <Panel p="4">
          <Stack gap="4">
            <FactList facts={payoutFacts(data)} />
            {can('payroll.compute') || can('payroll.release') ? (
              <PayoutActions payout={data} onChanged={onChanged} />
            ) : null}
          </Stack>
        </Panel>
        <Panel as="section" aria-label="Payslips">
          {payslips.isLoading ? (
            <TableSkeleton />
          ) : payslips.error ? (
            <Box p="4">
              <LoadError
                message="The payslips could not be loaded."
                onRetry={() => void reloadPayslips()}
              />
            </Box>
          ) : items.length === 0 ? (
            <EmptyState
              icon="list"
              title="Not computed yet"
              description="Compute the payout to see each employee's payslip."
            />
          ) : (
            <DataTable
              rows={items}
              columns={columnsOf(data.id)}
              rowKey={(slip) => slip.employeeNumber}
              footer={
                <Table.Row fontWeight="semibold">
                  <Table.Cell>Total</Table.Cell>
                  {AMOUNTS.map(([key]) => (
                    <Table.Cell key={key} textAlign="end">
                      <MoneyText value={sumOf(items.map((slip) => slip[key]))} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              }
            />
          )}
        </Panel>
      </Stack>
    </>
  );
}
