import { Badge, Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { DAY_PARTS } from '../../../../shared/api/application-details';
import { formatLeaveDays, type LeaveBalance } from '../../../../shared/api/leave-credits';
import type { LeavePreview, LeavePreviewQuery } from '../../../../shared/api/leave-preview';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { applicationKeys } from '../api/application-keys';
import { formatSpan } from '../application-format';

/** Typing in the dates settles this long before the server is asked. */
const SETTLE_MS = 300;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The preview's query from the form as typed, or null until both dates are whole. */
function queryOf(details: Record<string, unknown>): LeavePreviewQuery | null {
  const { dateFrom, dateTo, dayPart, leaveType } = details;
  if (typeof dateFrom !== 'string' || typeof dateTo !== 'string') return null;
  if (!DATE.test(dateFrom) || !DATE.test(dateTo) || dateTo < dateFrom) return null;
  return {
    dateFrom,
    dateTo,
    dayPart: DAY_PARTS.find((part) => part === dayPart) ?? 'Whole day',
    ...(typeof leaveType === 'string' && leaveType ? { leaveType } : {}),
  };
}

/** What is left of the chosen type once pending leave and this one are counted. */
function balanceLine(preview: LeavePreview, balance: LeaveBalance | undefined) {
  if (!balance?.paid || preview.chargeMinutes === 0) return null;
  const left = balance.balanceMinutes - balance.pendingMinutes - preview.chargeMinutes;
  return left < 0 ? (
    <Text fontSize="sm" color="fg.error">
      That is {formatLeaveDays(-left)} more than your {balance.leaveType} balance holds.
    </Text>
  ) : (
    <Text fontSize="sm">
      {formatLeaveDays(left)} of {balance.leaveType} left after it.
    </Text>
  );
}

interface LeaveOutlookProps {
  details: Record<string, unknown>;
  balances: LeaveBalance[] | null;
}

/** Beside the leave form: the days it covers, the balance after it, and who else is out. */
export function LeaveOutlook({ details, balances }: LeaveOutlookProps) {
  const { accountId } = useCurrentAccount();
  const query = queryOf(details);
  // Settled as text: a query object is new on every render and would never settle.
  const settled = useDebouncedValue(query ? new URLSearchParams(query).toString() : '', SETTLE_MS);
  const { data, error, isLoading, mutate } = useSWR<LeavePreview>(
    settled
      ? applicationKeys.leavePreview(
          accountId,
          Object.fromEntries(new URLSearchParams(settled)) as LeavePreviewQuery,
        )
      : null,
    { keepPreviousData: true },
  );
  const balance = balances?.find((each) => each.leaveType === query?.leaveType);

  let body;
  if (!query)
    body = (
      <Text fontSize="sm" color="fg.muted">
        Choose the dates to see what this leave takes and who else is out then.
      </Text>
    );
  else if (isLoading && !data) body = <Skeleton h="16" />;
  else if (error && !data)
    body = <LoadError message="The preview could not be loaded." onRetry={() => void mutate()} />;
  else if (data)
    body = (
      <Stack gap="3">
        <Box>
          <Text fontSize="sm" fontWeight="semibold">
            {data.workingDays === 0
              ? 'No working day in these dates'
              : `${data.workingDays} working ${data.workingDays === 1 ? 'day' : 'days'}` +
                (data.chargeMinutes > 0 ? `, takes ${formatLeaveDays(data.chargeMinutes)}` : '')}
          </Text>
          {balanceLine(data, balance)}
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="semibold">
            Also out{data.team ? ` in ${data.team}` : ''}
          </Text>
          {data.colleaguesOut.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {data.team ? 'Nobody else on these days.' : 'Your record names no department.'}
            </Text>
          ) : (
            <Stack as="ul" gap="1.5" listStyleType="none" mt="1">
              {data.colleaguesOut.map((colleague) => (
                <Box
                  as="li"
                  key={`${colleague.employeeNumber}-${colleague.dateFrom}`}
                  fontSize="sm"
                >
                  <Text>
                    {colleague.name}{' '}
                    <Badge
                      size="sm"
                      variant="subtle"
                      colorPalette={colleague.status === 'Approved' ? 'green' : 'orange'}
                    >
                      {colleague.status}
                    </Badge>
                  </Text>
                  <Text color="fg.muted" fontSize="xs">
                    {formatSpan(colleague)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    );

  return (
    <Panel as="aside" aria-labelledby="leave-outlook-title" p="5" overflow="visible">
      <Heading as="h2" size="md" id="leave-outlook-title" mb="3">
        This leave
      </Heading>
      <Box aria-live="polite">{body}</Box>
    </Panel>
  );
}
