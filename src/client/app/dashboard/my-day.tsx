import { type ReactNode } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { MyPayslips } from '../../../shared/api/employee-payslips';
import type { EmployeeLeaveCredits } from '../../../shared/api/leave-credits';
import { formatLeaveDays } from '../../../shared/api/leave-credits';
import { Panel } from '../../components/panel';
import { swrKeys } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';
import { leaveCreditKeys } from '../../features/leave-credits/api/leave-credit-keys';
import { useBell, useMarkRead } from '../../features/notifications/api/use-notifications';
import { NotificationItem } from '../../features/notifications/notification-item';
import { registerKeys } from '../../features/payroll/api/register-keys';
import { MoneyText } from '../../features/payroll/money-text';
import { myPayslipPaths } from '../../features/payroll/payroll-paths';
import { formatDay, formatPeriod } from '../../features/payroll/period-text';
import { WebBundyCard } from '../../features/timekeeping/web-bundy-card';

/** How many unread notices the home page lists; the bell and its page hold the rest. */
const WAITING_SHOWN = 3;

function Card({
  title,
  children,
  link,
}: {
  title: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Panel as="section" aria-label={title} p="5">
      <Stack gap="3" h="full">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Box flex="1">{children}</Box>
        {link ? (
          <Button asChild size="sm" variant="outline" alignSelf="start">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Button>
        ) : null}
      </Stack>
    </Panel>
  );
}

function LeaveCard({ employeeNumber }: { employeeNumber: string }) {
  const { accountId } = useCurrentAccount();
  const { data } = useSWR<EmployeeLeaveCredits>(
    leaveCreditKeys.employee(accountId, employeeNumber),
  );
  const paid = data?.balances.filter((balance) => balance.paid) ?? [];
  return (
    <Card
      title="Leave you can take"
      link={{ to: '/application/apply/leave', label: 'Apply for leave' }}
    >
      {!data ? (
        <Text color="fg.muted">Loading…</Text>
      ) : paid.length === 0 ? (
        <Text color="fg.muted">No leave credits on record yet.</Text>
      ) : (
        <Stack as="dl" gap="1">
          {paid.map((balance) => (
            <Flex key={balance.leaveType} justify="space-between" gap="3">
              <Text as="dt" color="fg.muted">
                {balance.leaveType}
              </Text>
              <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatLeaveDays(balance.balanceMinutes - balance.pendingMinutes)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function PayslipCard() {
  const { accountId } = useCurrentAccount();
  const { data } = useSWR<MyPayslips>(registerKeys.myPayslips(accountId));
  const last = data?.items[0];
  return (
    <Card
      title="Your last payslip"
      link={
        last
          ? {
              to: myPayslipPaths.payslip(last.registerId, last.cutoffId, last.employeeNumber),
              label: 'Open payslip',
            }
          : undefined
      }
    >
      {!data ? (
        <Text color="fg.muted">Loading…</Text>
      ) : !last ? (
        <Text color="fg.muted">No payslip has been released to you yet.</Text>
      ) : (
        <Stack gap="1">
          <Text color="fg.muted">{formatPeriod(last.periodStart, last.periodEnd)}</Text>
          <Text fontSize="2xl" fontWeight="semibold">
            <MoneyText value={last.netPay} />
          </Text>
          <Text fontSize="sm" color="fg.muted">{`Net pay, paid ${formatDay(last.payDate)}`}</Text>
        </Stack>
      )}
    </Card>
  );
}

function WaitingCard() {
  const { accountId } = useCurrentAccount();
  const { data } = useBell(accountId);
  const { read } = useMarkRead();
  const unread = data?.items.filter((item) => item.readAt === null).slice(0, WAITING_SHOWN) ?? [];
  return (
    <Card
      title={data && data.unread > 0 ? `Waiting for you (${data.unread})` : 'Waiting for you'}
      link={{ to: '/notifications', label: 'All notifications' }}
    >
      {!data ? (
        <Text color="fg.muted">Loading…</Text>
      ) : unread.length === 0 ? (
        <Text color="fg.muted">Nothing new. Decisions, payslips and approvals appear here.</Text>
      ) : (
        <Stack gap="0" mx="-4" separator={<Box borderBottomWidth="1px" />}>
          {unread.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={(opened) => void read([opened.id])}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The employee's home: today's clock, leave left, the last payslip and what waits on them. */
export function MyDay() {
  const account = useCurrentAccount();
  const { data: features } = useSWR<Record<string, boolean>>(
    account.employeeNumber ? swrKeys.featurePermissions(account.accountId) : null,
  );
  if (!account.employeeNumber) return null;
  return (
    <Stack as="section" aria-labelledby="my-day" gap="4">
      <Heading as="h2" id="my-day" size="md">
        Your day
      </Heading>
      {features?.['hcm.timekeeping.webBundy'] ? <WebBundyCard onPunched={() => undefined} /> : null}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <LeaveCard employeeNumber={account.employeeNumber} />
        <PayslipCard />
        <WaitingCard />
      </SimpleGrid>
    </Stack>
  );
}
