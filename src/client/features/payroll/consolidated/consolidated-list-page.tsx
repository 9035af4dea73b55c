import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { Static } from 'typebox';
import type { ConsolidationsResponseSchema } from '../../../../shared/api/payroll-consolidations';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { SearchedList } from '../../../components/searched-list';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { consolidationKeys } from '../api/consolidation-keys';
import { useCan } from '../../../lib/use-grants';
import { consolidatedPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { NewConsolidationDialog } from './new-consolidation-dialog';

type Consolidations = Static<typeof ConsolidationsResponseSchema>;

const COLUMNS: DataColumn<Consolidations['items'][number]>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (item) => (
      <Link asChild fontWeight="medium">
        <RouterLink to={consolidatedPaths.view(item.id)}>{item.name}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'registers',
    header: 'Registers',
    value: (item) => item.registers.map((register) => register.name).join(', '),
  },
  {
    id: 'created',
    header: 'Created',
    cell: (item) => (
      <>
        {formatDay(item.createdAt)}{' '}
        <Text as="span" color="fg.muted">
          by {item.createdBy}
        </Text>
      </>
    ),
  },
];

/** `/consolidated-register/list`: groups of registers whose cut-offs are read side by side. */
export function ConsolidatedListPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<Consolidations>(
    consolidationKeys.consolidations(account.accountId),
  );
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const canCreate = can('payroll.compute');

  // The organisation has a handful: they are searched where they are, by name or register.
  const needle = search.trim().toLowerCase();
  const shown = data?.items.filter(
    (item) =>
      !needle ||
      item.name.toLowerCase().includes(needle) ||
      item.registers.some((register) => register.name.toLowerCase().includes(needle)),
  );

  return (
    <>
      <PageHeader
        title="Consolidated registers"
        description="Several registers read together: one period's cut-offs side by side, with totals."
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>New consolidated register</Button>
          ) : null
        }
      />
      <Panel>
        <SearchedList
          toolbar={
            <Flex px="4" py="3" justify="end">
              <SearchBox
                label="Search consolidated registers"
                placeholder="Search by name or register"
                value={search}
                onChange={setSearch}
              />
            </Flex>
          }
          list={{
            data: shown && { items: shown, total: shown.length },
            error,
            isLoading,
            mutate,
          }}
          loadErrorMessage="The consolidated registers could not be loaded."
          searched={needle}
          noMatch="No consolidated register matches"
          empty={{
            title: 'No consolidated registers yet',
            description: canCreate
              ? 'Create one to read several registers of a period together.'
              : 'Payroll creates them to read several registers of a period together.',
          }}
        >
          {({ items }) => <DataTable rows={items} columns={COLUMNS} rowKey={(item) => item.id} />}
        </SearchedList>
      </Panel>
      {creating ? (
        <NewConsolidationDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            void mutate();
            void navigate(consolidatedPaths.view(created.id));
          }}
        />
      ) : null}
    </>
  );
}
