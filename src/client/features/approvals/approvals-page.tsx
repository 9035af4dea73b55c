import { Box, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ListApplicationResponse } from '../../../shared/api/applications';
import type { NavigationResponse } from '../../../shared/api/platform';
import { APPROVAL_PAGES, type ApprovalPage } from '../../../shared/approval-pages';
import { EmptyState } from '../../components/empty-state';
import { Panel } from '../../components/panel';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/table-skeleton';
import { swrKeys } from '../../lib/swr-keys';
import { useCurrentAccount } from '../../lib/use-current-account';
import { ApprovalsTable } from './approvals-table';
import { TypeSelect } from './type-select';

function isApprovalPage(slug: string): slug is ApprovalPage {
  return Object.hasOwn(APPROVAL_PAGES, slug);
}

function ApprovalsList({ slug }: { slug: ApprovalPage }) {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const title = APPROVAL_PAGES[slug];
  const { data, error, isLoading, mutate } = useSWR<ListApplicationResponse>(
    swrKeys.pendingApplications(account.accountId, slug),
  );
  const { data: navigation } = useSWR<NavigationResponse>(swrKeys.navigation(account.accountId));
  // The type filter offers the approval pages this user's menu has.
  const types = (navigation?.groups ?? [])
    .flatMap((group) => group.items)
    .filter((item) => item.badge);

  return (
    <>
      <PageHeader
        title={`${title} approvals`}
        description="Applications waiting for your decision."
        actions={
          types.length > 1 ? (
            <TypeSelect
              aria-label="Application type"
              value={slug}
              onChange={(event) => void navigate(`/approvals/${event.target.value}`)}
            >
              {types.map((item) => (
                <option key={item.id} value={item.badge?.approvalType}>
                  {item.label}
                </option>
              ))}
            </TypeSelect>
          ) : null
        }
      />
      <Panel>
        {isLoading ? (
          <TableSkeleton />
        ) : error ? (
          <Box p="4">
            <LoadError
              message="The applications could not be loaded."
              onRetry={() => void mutate()}
            />
          </Box>
        ) : data && data.items.length > 0 ? (
          <>
            <ApprovalsTable items={data.items} />
            {data.total > data.items.length ? (
              <Text fontSize="sm" color="fg.muted" px="4" py="3" borderTopWidth="1px">
                Showing {data.items.length} of {data.total} pending applications.
              </Text>
            ) : null}
          </>
        ) : (
          <EmptyState
            icon="approvals"
            title={`No pending ${title} applications`}
            description="New applications will appear here."
          />
        )}
      </Panel>
    </>
  );
}

/** `/approvals/:slug`: the pending applications of one approval type. */
export function ApprovalsPage() {
  const { slug = '' } = useParams();
  if (!isApprovalPage(slug)) return <Navigate to="/session/404" replace />;
  return <ApprovalsList key={slug} slug={slug} />;
}
