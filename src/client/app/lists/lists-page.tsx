import { chakra, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { NavigationResponse } from '../../../shared/api/platform';
import { listGroups } from '../layouts/menu-lists';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { Panel } from '../../components/panel';
import { swrKeys } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';

const ListLink = chakra(RouterLink, {
  base: { display: 'block', py: '1', color: 'fg', _hover: { textDecoration: 'underline' } },
});

/** `/lists`: the reference lists and utilities this person keeps, found by name. */
export function ListsPage() {
  const { accountId } = useCurrentAccount();
  const { data } = useSWR<NavigationResponse>(swrKeys.navigation(accountId));
  const [search, setSearch] = useState('');
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = listGroups(data?.groups ?? [])
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        words.every((word) => item.label.toLowerCase().includes(word)),
      ),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <>
      <PageHeader
        title="Lists"
        description="The reference lists and utilities the forms pick from: positions, levels, statuses and the like."
      />
      <Stack gap="4">
        <PageSearch
          label="Search lists"
          placeholder="Find a list"
          value={search}
          onChange={setSearch}
        />
        {!data ? null : groups.length === 0 ? (
          <Panel>
            <EmptyState
              icon="list"
              title={words.length > 0 ? 'No list matches' : 'No lists to keep'}
              description={
                words.length > 0
                  ? 'Try another word.'
                  : 'Lists appear here for those who keep them (HR and administrators).'
              }
            />
          </Panel>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            {groups.map((group) => (
              <Panel key={group.id} as="section" aria-labelledby={`lists-${group.id}`} p="5">
                <Heading as="h2" size="sm" mb="3" id={`lists-${group.id}`}>
                  {`${group.label} (${group.items.length})`}
                </Heading>
                <chakra.ul listStyleType="none" columnCount={{ base: 1, sm: 2 }} columnGap="6">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <ListLink to={item.path}>{item.label}</ListLink>
                    </li>
                  ))}
                </chakra.ul>
              </Panel>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
