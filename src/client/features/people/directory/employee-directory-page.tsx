import { useCan } from '../../../lib/use-grants';
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ChartPerson } from '../../../../shared/api/organization-chart';
import { EmployeePhoto } from '../employee-photo';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadMore } from '../../../components/load-more';
import { PageSearch } from '../../../components/page-search';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { NativeSelect } from '../../../components/native-select';
import { PersonName } from '../person-name';
import { useOrganizationChart } from '../org-chart/api/use-organization-chart';

/** Cards shown at first and added by each "Load more". */
const PAGE = 60;

/** Whether a person matches every word typed, in their name, number, position or department. */
function matches(person: ChartPerson, words: string[]) {
  const text =
    `${person.name} ${person.employeeNumber} ${person.position ?? ''} ${person.department ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** One colleague: photo, name, position, department and whom they report to. */
function PersonTile({
  person,
  manager,
  linked,
}: {
  person: ChartPerson;
  manager: string | undefined;
  linked: boolean;
}) {
  return (
    <Panel as="li" p="4" data-employee={person.employeeNumber}>
      <Flex gap="3" align="center">
        <EmployeePhoto file={person.photo} name={person.name} size="md" />
        <Stack gap="0" minW="0">
          <PersonName person={person} linked={linked} lines={1} />
          <Text fontSize="sm" lineClamp="1">
            {person.position ?? '—'}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp="1">
            {[person.department, person.employeeNumber].filter(Boolean).join(' · ')}
          </Text>
          {manager ? (
            <Text fontSize="xs" color="fg.muted" lineClamp="1">
              Reports to {manager}
            </Text>
          ) : null}
        </Stack>
      </Flex>
    </Panel>
  );
}

/**
 * `/ers/employees/view`: the employee directory. Everyone active, as cards with photo,
 * position, department and manager; search by any of them and filter by department. The same
 * list as the organisation chart, so it is one request and one cache.
 */
export function EmployeeDirectoryPage() {
  const can = useCan();
  const { chart, error, isLoading, retry } = useOrganizationChart();
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const [shown, setShown] = useState(PAGE);
  const people = useMemo(() => chart?.employees ?? [], [chart]);
  const names = useMemo(
    () => new Map(people.map((person) => [person.employeeNumber, person.name])),
    [people],
  );
  const departments = useMemo(
    () => [...new Set(people.flatMap((person) => person.department ?? []))].sort(),
    [people],
  );
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = people
    .filter((person) => !department || person.department === department)
    .filter((person) => matches(person, words))
    .sort((a, b) => a.name.localeCompare(b.name));
  const linked = can('people.read');
  const narrow = (apply: () => void) => {
    apply();
    setShown(PAGE);
  };

  let body;
  if (isLoading) body = <TableSkeleton rows={6} />;
  else if (error && !chart)
    body = <LoadError message="The directory could not be loaded." onRetry={retry} />;
  else if (found.length === 0)
    body = (
      <Panel>
        <EmptyState
          icon="list"
          title={people.length === 0 ? 'No employees yet' : 'No one matches'}
          description={
            people.length === 0
              ? 'Active employees appear here once HR adds them to the employee master.'
              : 'Try another name, position or department.'
          }
        />
      </Panel>
    );
  else
    body = (
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {found.length} {found.length === 1 ? 'person' : 'people'}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {found.slice(0, shown).map((person) => (
            <PersonTile
              key={person.employeeNumber}
              person={person}
              manager={person.managerNumber ? names.get(person.managerNumber) : undefined}
              linked={linked}
            />
          ))}
        </SimpleGrid>
        <Box>
          <LoadMore
            hasMore={found.length > shown}
            loading={false}
            onLoadMore={() => setShown((count) => count + PAGE)}
          />
        </Box>
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="Employee directory"
        description="Everyone working here now: find a colleague by name, position or department."
      />
      <Flex mb="4" gap="3" wrap="wrap">
        <PageSearch
          label="Search the directory"
          placeholder="Search name, position or department"
          maxLength={80}
          value={search}
          onChange={(value) => narrow(() => setSearch(value))}
        />
        <Box w="14rem">
          <NativeSelect
            aria-label="Department"
            value={department}
            onChange={(event) => narrow(() => setDepartment(event.target.value))}
          >
            <option value="">All departments</option>
            {departments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Box>
      </Flex>
      {body}
    </>
  );
}
