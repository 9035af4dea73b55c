import { Box, Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { TimeRecordsResponse } from '../../../shared/api/timekeeping';
import { cutoffOf, nextCutoff, previousCutoff } from '../../../shared/timekeeping/cutoff';
import { useCan } from '../../lib/use-grants';
import { workClock } from '../../../shared/timekeeping/time-labels';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { swrKeys } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';
import { timeKeys } from './api/time-keys';
import { DtrTable } from './dtr-table';
import { WebBundyCard } from './web-bundy-card';

/** HR, payroll and admins open anyone's time records by employee number. */
function EmployeePicker({ current }: { current: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(current);
  const open = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (number) void navigate(`/time-records/list/${encodeURIComponent(number)}`);
  };
  return (
    <HStack as="form" onSubmit={open} gap="2">
      <Input
        aria-label="Employee number"
        placeholder="Employee number"
        size="sm"
        width="40"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline">
        Open
      </Button>
    </HStack>
  );
}

/** `/time-records/list/:employeeNumber?`: a cut-off of daily time records, own or (HR) anyone's. */
export function TimeRecordsPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const { employeeNumber: asked } = useParams();
  const { data: permissions } = useSWR<Record<string, boolean>>(
    swrKeys.featurePermissions(account.accountId),
  );
  const [cutoff, setCutoff] = useState(() => cutoffOf(workClock(new Date()).slice(0, 10)));
  const employeeNumber = asked ?? account.employeeNumber ?? undefined;
  const own = !asked || asked === account.employeeNumber;
  const request = { from: cutoff.from, to: cutoff.to, ...(asked ? { employeeNumber: asked } : {}) };
  const { data, error, isLoading, mutate } = useSWR<TimeRecordsResponse>(
    employeeNumber ? timeKeys.records(account.accountId, request) : null,
  );

  return (
    <>
      <PageHeader
        title="Time records"
        description={
          data?.employeeName
            ? `${data.employeeName} · ${data.employeeNumber}`
            : (employeeNumber ?? 'Your account has no employee number.')
        }
        actions={
          can('timekeeping.others') ? <EmployeePicker current={employeeNumber ?? ''} /> : null
        }
      />
      {own && permissions?.['hcm.timekeeping.webBundy'] ? (
        <WebBundyCard onPunched={() => void mutate()} />
      ) : null}
      <Panel>
        <Flex px="4" py="3" gap="3" align="center" justify="space-between" borderBottomWidth="1px">
          <Text fontWeight="semibold">Cut-off {cutoff.label}</Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setCutoff(previousCutoff(cutoff.from))}
            >
              Previous
            </Button>
            <Button size="sm" variant="outline" onClick={() => setCutoff(nextCutoff(cutoff.from))}>
              Next
            </Button>
          </HStack>
        </Flex>
        {isLoading ? (
          <TableSkeleton />
        ) : error ? (
          <Box p="4">
            <LoadError
              message="The time records could not be loaded."
              onRetry={() => void mutate()}
            />
          </Box>
        ) : data && data.days.length > 0 ? (
          <DtrTable days={data.days} punches={data.punches} />
        ) : (
          <EmptyState
            icon="clock"
            title="No time records"
            description={
              data && !data.employeeName
                ? `There is no employee record for ${data.employeeNumber}. HR creates it under Employees.`
                : 'Nothing to show for this cut-off.'
            }
          />
        )}
      </Panel>
      {data && data.approved.length > 0 ? (
        <Panel>
          <Box px="4" py="3">
            <Text fontWeight="semibold" mb="2">
              Approved applications in this cut-off
            </Text>
            <Box as="ul" listStyleType="none" fontSize="sm">
              {data.approved.map((application) => (
                <Box as="li" key={application.id} py="1">
                  {application.summary}
                </Box>
              ))}
            </Box>
          </Box>
        </Panel>
      ) : null}
    </>
  );
}
