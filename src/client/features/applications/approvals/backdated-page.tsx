import { Box, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApplicationSummary } from '../../../../shared/api/applications';
import { APPLICATION_KINDS } from '../../../../shared/applications/application-kinds';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list-panel';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useApplicationPages } from '../api/use-application-pages';
import { useRefreshBadges } from '../api/use-refresh-badges';
import { appliedColumn, detailsColumn, employeeColumn, statusColumn } from '../application-columns';
import { LazyApplicationDrawer } from '../detail/lazy-application-drawer';
import { useViewedApplication } from '../detail/use-viewed-application';
import { SearchBox } from '../search-box';

const COLUMNS: DataColumn<ApplicationSummary>[] = [
  employeeColumn,
  { id: 'type', header: 'Type', value: (item) => APPLICATION_KINDS[item.kind].label },
  detailsColumn,
  appliedColumn,
  statusColumn,
];

/**
 * `/history/backdated-transaction`: applications filed for dates in an earlier cut-off, for HR,
 * payroll and admins to review (whatever their status), newest first.
 */
export function BackdatedPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const pages = useApplicationPages(query ? { search: query } : {}, true);
  const { viewed, view, close } = useViewedApplication();
  const refreshBadges = useRefreshBadges();

  return (
    <>
      <PageHeader
        title="Backdated transactions"
        description="Applications filed for dates in an earlier cut-off. Select one to see its approval."
        actions={
          <SearchBox label="Search backdated applications" value={search} onChange={setSearch} />
        }
      />
      <PagedListPanel
        pages={pages}
        loadErrorMessage="The backdated applications could not be loaded."
        empty={
          query
            ? {
                icon: 'list',
                title: 'Nothing matches',
                description: `No backdated application matches “${query}”.`,
              }
            : {
                icon: 'list',
                title: 'No backdated applications',
                description: 'Applications filed for a closed cut-off appear here.',
              }
        }
      >
        <DataTable
          size="md"
          rows={pages.items}
          columns={COLUMNS}
          rowKey={(item) => item.id}
          onRowClick={(item) => view(item.id)}
        />
        {pages.total > pages.items.length ? (
          <Box px="4" py="2" borderTopWidth="1px">
            <Text fontSize="sm" color="fg.muted">
              Showing {pages.items.length} of {pages.total}.
            </Text>
          </Box>
        ) : null}
      </PagedListPanel>
      <LazyApplicationDrawer
        id={viewed}
        onClose={close}
        onChanged={() => {
          pages.retry();
          refreshBadges();
        }}
      />
    </>
  );
}
