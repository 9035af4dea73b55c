import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import {
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../../../shared/applications/application-kinds';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list-panel';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useApplicationPages } from '../api/use-application-pages';
import { useRefreshBadges } from '../api/use-refresh-badges';
import { LazyApplicationDrawer } from '../detail/lazy-application-drawer';
import { useViewedApplication } from '../detail/use-viewed-application';
import { KindGate } from '../kind-gate';
import { SearchBox } from '../search-box';
import { ApplicationsTable } from './applications-table';

function MyApplications({ kind }: { kind: ApplicationKind }) {
  const account = useCurrentAccount();
  const { label } = APPLICATION_KINDS[kind];
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const employeeNumber = account.employeeNumber;
  const pages = useApplicationPages(
    employeeNumber ? { employeeNumber, kind, ...(query ? { search: query } : {}) } : null,
  );
  const { viewed, view, close } = useViewedApplication();
  const refreshBadges = useRefreshBadges();
  const state = useLocation().state as { notice?: unknown } | null;
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const applyPath =
    kind === 'change-work-schedule'
      ? '/application/change-work-schedule/apply'
      : `/application/apply/${kind}`;

  return (
    <>
      <PageHeader
        title={`${label} applications`}
        description="Your applications, newest first. Select one to see who decided it."
        actions={
          <Flex gap="3" w={{ base: 'full', md: 'auto' }} direction={{ base: 'column', sm: 'row' }}>
            <SearchBox
              label="Search applications"
              placeholder="Search details"
              value={search}
              onChange={setSearch}
            />
            <Button asChild size="sm">
              <RouterLink to={applyPath}>Apply</RouterLink>
            </Button>
          </Flex>
        }
      />
      <Stack gap="4">
        {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
        {employeeNumber ? (
          <PagedListPanel
            pages={pages}
            loadErrorMessage="Your applications could not be loaded."
            empty={
              query
                ? {
                    icon: 'list',
                    title: 'Nothing matches',
                    description: `No application matches “${query}”.`,
                  }
                : {
                    icon: 'list',
                    title: `No ${label.toLowerCase()} applications yet`,
                    description: 'Applications you file appear here with their approval status.',
                    action: (
                      <Button asChild size="sm">
                        <RouterLink to={applyPath}>Apply</RouterLink>
                      </Button>
                    ),
                  }
            }
          >
            <ApplicationsTable items={pages.items} onOpen={view} />
            {pages.total > pages.items.length ? (
              <Box px="4" py="2" borderTopWidth="1px">
                <Text fontSize="sm" color="fg.muted">
                  Showing {pages.items.length} of {pages.total}.
                </Text>
              </Box>
            ) : null}
          </PagedListPanel>
        ) : (
          <Panel>
            <EmptyState
              icon="list"
              title="No employee record"
              description="Your account has no employee number; HR links it to your employee record."
            />
          </Panel>
        )}
      </Stack>
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

/** `/application/:type/list` (and `/change-work-schedule/list`): one's own applications. */
export function MyApplicationsPage({ kind }: { kind?: ApplicationKind }) {
  const { type } = useParams();
  return (
    <KindGate type={kind ?? type}>
      {(known) => <MyApplications key={known} kind={known} />}
    </KindGate>
  );
}
