import { Box, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  type MySpecialPayslipsResponseSchema,
} from '../../../../shared/api/special-payouts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { moneyColumn } from '../money-text';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { payoutKeys } from './payout-api';

type Mine = Static<typeof MySpecialPayslipsResponseSchema>;

const COLUMNS: DataColumn<Mine['items'][number]>[] = [
  {
    id: 'payout',
    header: 'Payout',
    cell: (slip) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={specialPayoutPaths.payslip(slip.payoutId, slip.employeeNumber)}>
          {slip.name}
        </RouterLink>
      </Link>
    ),
  },
  { id: 'kind', header: 'Kind', value: (slip) => PAYOUT_KIND_LABELS[slip.kind] },
  { id: 'payDate', header: 'Pay date', nowrap: true, value: (slip) => formatDay(slip.payDate) },
  moneyColumn('gross', 'Gross', (slip) => slip.grossPay),
  moneyColumn('net', 'Net', (slip) => slip.netPay, true),
];

/** The employee's released special payslips (13th month, bonuses, last pay); nothing when none. */
export function MySpecialPayslips() {
  const account = useCurrentAccount();
  const { data, error, mutate } = useSWR<Mine>(payoutKeys.mine(account.accountId));
  if (error)
    return (
      <Box mt="6">
        <LoadError
          message="Your special payslips could not be loaded."
          onRetry={() => void mutate()}
        />
      </Box>
    );
  if (!data || data.items.length === 0) return null;
  return (
    <Panel as="section" aria-labelledby="special-payslips" mt="6">
      <Heading as="h2" size="md" id="special-payslips" px="4" py="3" borderBottomWidth="1px">
        13th month, bonuses and other payouts
      </Heading>
      <DataTable rows={data.items} columns={COLUMNS} rowKey={(slip) => slip.payoutId} />
    </Panel>
  );
}
