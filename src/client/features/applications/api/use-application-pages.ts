import type {
  ApplicationSummary,
  ListApplicationRequest,
  ListApplicationResponse,
} from '../../../../shared/api/applications';
import { useKeysetQuery } from '../../../lib/use-keyset-pages';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { applicationKeys } from './application-keys';

type ListRequest = Omit<ListApplicationRequest, 'limit' | 'cursor'>;

/**
 * "Load more" over POST list/application (or its backdated history): null waits. The first
 * page's `total` says how many match in all.
 */
export function useApplicationPages(request: ListRequest | null, backdated = false) {
  const { accountId } = useCurrentAccount();
  const pages = useKeysetQuery<ApplicationSummary, ListApplicationResponse>((cursor) =>
    request ? applicationKeys.listPage(accountId, request, cursor, backdated) : null,
  );
  return { ...pages, total: pages.pages[0]?.total ?? 0 };
}
