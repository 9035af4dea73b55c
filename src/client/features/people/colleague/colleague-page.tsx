import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ChartPerson, ColleagueResponse } from '../../../../shared/api/organization-chart';
import type { ApiError } from '../../../lib/api-error';
import { colleaguePath, profilePath } from '../../../lib/profile-paths';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useCan } from '../../../lib/use-grants';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { EmptyState } from '../../../components/empty-state';
import { EmployeePhoto } from '../employee-photo';

/** A person in a line: photo, name (a link to their card), position. */
function PersonLine({ person }: { person: ChartPerson }) {
  return (
    <Flex as="li" gap="3" align="center" data-employee={person.employeeNumber}>
      <EmployeePhoto file={person.photo} name={person.name} size="sm" />
      <Stack gap="0" minW="0">
        <RouterLink to={colleaguePath(person.employeeNumber)}>
          <Text fontWeight="semibold" lineClamp="1" _hover={{ textDecoration: 'underline' }}>
            {person.name}
          </Text>
        </RouterLink>
        <Text fontSize="sm" color="fg.muted" lineClamp="1">
          {person.position ?? '—'}
        </Text>
      </Stack>
    </Flex>
  );
}

/**
 * `/ers/employees/view/:employeeNumber`: a colleague's public card, what the directory shows
 * everyone: photo, position, department, whom they report to and who reports to them. Those
 * who may read employee records go on to the full profile.
 */
export function ColleaguePage() {
  const { employeeNumber = '' } = useParams();
  const { accountId } = useCurrentAccount();
  const can = useCan();
  const { data, error, isLoading, mutate } = useSWR<ColleagueResponse, ApiError>(
    { path: `/api/hcm/people/${encodeURIComponent(employeeNumber)}`, scope: accountId },
    { revalidateOnFocus: false },
  );
  if (error?.status === 404)
    return (
      <EmptyState
        icon="search"
        title="Not in the directory"
        description="No active colleague has this employee number."
      />
    );
  if (error) return <LoadError message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <TableSkeleton rows={4} />;
  const { person, manager, reports } = data;
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader
        title={person.name}
        description={[person.position, person.department].filter(Boolean).join(' · ')}
        actions={
          can('people.read') ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={profilePath(person.employeeNumber)}>Open full profile</RouterLink>
            </Button>
          ) : null
        }
      />
      <Panel p="6">
        <Flex gap="6" align="center" direction={{ base: 'column', sm: 'row' }}>
          <EmployeePhoto file={person.photo} name={person.name} size="xl" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" flex="1" w="full">
            {[
              ['Position', person.position],
              ['Department', person.department],
              ['Employee number', person.employeeNumber],
            ].map(([label, value]) => (
              <Stack key={label} gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text fontWeight="medium">{value ?? '—'}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
      </Panel>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Panel p="5">
          <Heading as="h2" size="md" mb="3">
            Reports to
          </Heading>
          {manager ? (
            <Stack as="ul" listStyleType="none">
              <PersonLine person={manager} />
            </Stack>
          ) : (
            <Text color="fg.muted">Nobody: the top of a reporting line.</Text>
          )}
        </Panel>
        <Panel p="5">
          <Heading as="h2" size="md" mb="3">
            Direct reports ({reports.length})
          </Heading>
          {reports.length ? (
            <Stack as="ul" listStyleType="none" gap="3">
              {reports.map((report) => (
                <PersonLine key={report.employeeNumber} person={report} />
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">No one reports to {person.name}.</Text>
          )}
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
