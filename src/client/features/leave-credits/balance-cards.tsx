import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatLeaveDays, type LeaveBalance } from '../../../shared/api/leave-credits';
import { Panel } from '../../components/panel';

/** One card per leave type: what may still be filed (balance less pending), then the parts. */
export function BalanceCards({ balances }: { balances: LeaveBalance[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6" as="ul" listStyleType="none">
      {balances.map((balance) => (
        <Panel as="li" key={balance.leaveType} p="4">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {balance.leaveType}
            </Text>
            {balance.paid ? (
              <>
                <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatLeaveDays(balance.balanceMinutes - balance.pendingMinutes)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {balance.pendingMinutes > 0
                    ? `available: ${formatLeaveDays(balance.balanceMinutes)} less ${formatLeaveDays(balance.pendingMinutes)} pending`
                    : 'available'}
                </Text>
              </>
            ) : (
              <>
                <Text fontSize="2xl" fontWeight="semibold" color="fg.muted">
                  Unpaid
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Needs no credits
                </Text>
              </>
            )}
          </Stack>
        </Panel>
      ))}
    </SimpleGrid>
  );
}
