import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { NavigationResponse } from '../../../../shared/api/platform';
import {
  APPROVAL_PAGES,
  RECORD_APPROVAL_PAGES,
  type ApprovalPage,
} from '../../../../shared/approval-pages';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PagedListPanel } from '../../../components/paged-list-panel';
import { isApiError } from '../../../lib/api-error';
import { swrKeys } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { applicationRequests } from '../api/application-requests';
import { useApplicationPages } from '../api/use-application-pages';
import { useRefreshBadges } from '../api/use-refresh-badges';
import { LazyApplicationDrawer } from '../detail/lazy-application-drawer';
import { RemarkDialog } from '../../../components/remark-dialog';
import { useViewedApplication } from '../detail/use-viewed-application';
import { SearchBox } from '../search-box';
import { ApprovalsTable } from './approvals-table';
import { TypeSelect } from './type-select';

type Decision = 'Approved' | 'Rejected';

interface Outcome {
  decision: Decision;
  done: number;
  failed: { id: string; label: string; error: string }[];
}

const EFFECT: Record<Decision, string> = {
  Approved: 'An approved application moves to its next level, or is approved at the last one.',
  Rejected: 'The employee is told; a rejected application cannot be approved afterwards.',
};
const plural = (count: number) => `${count} application${count === 1 ? '' : 's'}`;

function isApprovalPage(slug: string): slug is ApprovalPage {
  return Object.hasOwn(APPROVAL_PAGES, slug);
}

/** What a bulk decision did: how many went through, and why each other one did not. */
function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const verb = outcome.decision.toLowerCase();
  if (outcome.failed.length === 0)
    return <FormAlert status="success">{`${plural(outcome.done)} ${verb}.`}</FormAlert>;
  return (
    <FormAlert status="error">
      <Text>
        {outcome.done > 0 ? `${plural(outcome.done)} ${verb}; ` : ''}
        {plural(outcome.failed.length)} could not be {verb}:
      </Text>
      <Box as="ul" ps="5" mt="1" listStyleType="disc">
        {outcome.failed.map((failure) => (
          <li key={failure.id}>
            {failure.label}: {failure.error}
          </li>
        ))}
      </Box>
    </FormAlert>
  );
}

function ApprovalsList({ slug }: { slug: ApprovalPage }) {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const title = APPROVAL_PAGES[slug];
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const pages = useApplicationPages({
    approvalMatrix: { approverId: account.accountId },
    type: slug,
    status: ['Pending'],
    ...(query ? { search: query } : {}),
  });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is still listed counts as selected (a decided row leaves the queue).
  const selected = new Set(
    pages.items.filter((item) => picked.has(item.id)).map((item) => item.id),
  );
  const [deciding, setDeciding] = useState<{ ids: string[]; decision: Decision } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { viewed, view, close } = useViewedApplication();
  const refreshBadges = useRefreshBadges();
  const { data: navigation } = useSWR<NavigationResponse>(swrKeys.navigation(account.accountId));
  // The type filter offers the approval pages this user's menu has.
  // The other pages of the same family: timekeeping's, or those of records staff file.
  const records = RECORD_APPROVAL_PAGES.includes(slug);
  const types = (navigation?.groups ?? [])
    .flatMap((group) => group.items)
    .filter(
      (item) =>
        item.badge &&
        RECORD_APPROVAL_PAGES.includes(item.badge.approvalType as ApprovalPage) === records,
    );

  const refresh = () => {
    pages.retry();
    refreshBadges();
  };

  const select = (ids: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const startDeciding = (ids: string[], decision: Decision) => {
    setFailure(null);
    setDeciding({ ids, decision });
  };

  async function decide(remark: string) {
    if (!deciding) return;
    setBusy(true);
    setFailure(null);
    try {
      const { results } = await applicationRequests.decide({
        ids: deciding.ids,
        decision: deciding.decision,
        ...(remark ? { remark } : {}),
      });
      const labelOf = (id: string) => {
        const item = pages.items.find((candidate) => candidate.id === id);
        return item ? `${item.employeeName}, ${item.summary}` : id;
      };
      setOutcome({
        decision: deciding.decision,
        done: results.filter((result) => result.ok).length,
        failed: results
          .filter((result) => !result.ok)
          .map((result) => ({
            id: result.id,
            label: labelOf(result.id),
            error: result.error ?? 'Not decided.',
          })),
      });
      setPicked(new Set(results.filter((result) => !result.ok).map((result) => result.id)));
      setDeciding(null);
      refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFailure(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={/approvals$/i.test(title) ? title : `${title} approvals`}
        description="Applications waiting for your decision. Select one to see its details."
        actions={
          <Flex gap="3" w={{ base: 'full', md: 'auto' }} direction={{ base: 'column', sm: 'row' }}>
            <SearchBox label="Search applications" value={search} onChange={setSearch} />
            {types.length > 1 ? (
              <TypeSelect
                aria-label="Application type"
                value={types.find((item) => item.badge?.approvalType === slug)?.path}
                onChange={(event) => void navigate(event.target.value)}
              >
                {types.map((item) => (
                  <option key={item.id} value={item.path}>
                    {item.label}
                  </option>
                ))}
              </TypeSelect>
            ) : null}
          </Flex>
        }
      />
      <Stack gap="4">
        {outcome ? <OutcomeAlert outcome={outcome} /> : null}
        {selected.size > 0 ? (
          <Flex
            role="region"
            aria-label="Selected applications"
            gap="3"
            align="center"
            wrap="wrap"
            px="4"
            py="3"
            bg="brand.subtle"
            rounded="lg"
          >
            <Text fontWeight="medium" flex="1">
              {selected.size} selected
            </Text>
            <Button size="sm" variant="ghost" onClick={() => setPicked(new Set())}>
              Clear
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              bg="bg"
              onClick={() => startDeciding([...selected], 'Rejected')}
            >
              Reject selected
            </Button>
            <Button
              size="sm"
              colorPalette="green"
              onClick={() => startDeciding([...selected], 'Approved')}
            >
              Approve selected
            </Button>
          </Flex>
        ) : null}
        <PagedListPanel
          pages={pages}
          loadErrorMessage="The applications could not be loaded."
          empty={
            query
              ? {
                  icon: 'approvals',
                  title: 'Nothing matches',
                  description: `No pending application matches “${query}”.`,
                }
              : {
                  icon: 'approvals',
                  title: `No pending ${title} applications`,
                  description: 'New applications will appear here.',
                }
          }
        >
          <ApprovalsTable
            items={pages.items}
            selected={selected}
            onSelect={select}
            onOpen={view}
            onDecide={startDeciding}
          />
          {pages.total > pages.items.length ? (
            <Box px="4" py="2" borderTopWidth="1px">
              <Text fontSize="sm" color="fg.muted">
                Showing {pages.items.length} of {pages.total} pending applications.
              </Text>
            </Box>
          ) : null}
        </PagedListPanel>
      </Stack>
      <LazyApplicationDrawer id={viewed} onClose={close} onChanged={refresh} />
      {deciding ? (
        <RemarkDialog
          title={`${deciding.decision === 'Approved' ? 'Approve' : 'Reject'} ${plural(deciding.ids.length)}?`}
          confirmLabel={deciding.decision === 'Approved' ? 'Approve' : 'Reject'}
          colorPalette={deciding.decision === 'Approved' ? 'green' : 'red'}
          busy={busy}
          error={failure}
          onConfirm={(remark) => void decide(remark)}
          onDismiss={() => setDeciding(null)}
        >
          {EFFECT[deciding.decision]}
          {deciding.ids.length > 1 ? ' The remark, if any, goes with each of them.' : ''}
        </RemarkDialog>
      ) : null}
    </>
  );
}

/** `/approvals/:slug`: the pending applications of one approval type, decided one or many at a time. */
/** An approver's queue of one approval page: the route's slug, or the page a route is for. */
export function ApprovalsPage({ page }: { page?: ApprovalPage }) {
  const { slug = page ?? '' } = useParams();
  if (!isApprovalPage(slug)) return <Navigate to="/session/404" replace />;
  return <ApprovalsList key={slug} slug={slug} />;
}
