import { Box, Heading, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Static } from 'typebox';
import useSWR from 'swr';
import {
  PAYOUT_KIND_LABELS,
  type MySpecialPayslipsResponseSchema,
} from '../../../../shared/api/special-payouts';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { MoneyText } from '../money-text';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { payoutKeys } from './payout-api';

type Mine = Static<typeof MySpecialPayslipsResponseSchema>;

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
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Payout</Table.ColumnHeader>
              <Table.ColumnHeader>Kind</Table.ColumnHeader>
              <Table.ColumnHeader>Pay date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.items.map((slip) => (
              <Table.Row key={slip.payoutId}>
                <Table.Cell>
                  <Link asChild fontWeight="medium">
                    <RouterLink to={specialPayoutPaths.payslip(slip.payoutId, slip.employeeNumber)}>
                      {slip.name}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{PAYOUT_KIND_LABELS[slip.kind]}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDay(slip.payDate)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <MoneyText value={slip.grossPay} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <MoneyText value={slip.netPay} fontWeight="medium" />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Panel>
  );
}
