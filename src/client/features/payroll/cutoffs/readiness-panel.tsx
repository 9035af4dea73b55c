import { Box, Heading, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { CutoffReadiness } from '../../../../shared/api/payroll-cutoffs';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys } from '../api/register-keys';

/** Whether the cut-off may be computed, and who holds it up. */
export function ReadinessPanel({ cutoffId }: { cutoffId: string }) {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<CutoffReadiness>(
    registerKeys.readiness(account.accountId, cutoffId),
  );
  return (
    <Panel p="4">
      <Heading as="h2" size="md" mb="2">
        Readiness
      </Heading>
      {isLoading ? (
        <TableSkeleton rows={2} />
      ) : error || !data ? (
        <LoadError message="The readiness could not be checked." onRetry={() => void mutate()} />
      ) : data.ready ? (
        <Text color="fg.muted">
          Ready to compute: {data.members === 1 ? '1 member' : `${data.members} members`}.
        </Text>
      ) : (
        <Box>
          <Text color="fg.error" mb="2">
            {data.problems.length === 1
              ? '1 employee holds it up'
              : `${data.problems.length} employees hold it up`}
            :
          </Text>
          <Box as="ul" ps="5" listStyleType="disc" fontSize="sm" aria-label="Held up by">
            {data.problems.map((problem) => (
              <Box as="li" key={`${problem.employeeNumber}-${problem.reason}`}>
                {problem.name} ({problem.employeeNumber}): {problem.reason}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Panel>
  );
}
