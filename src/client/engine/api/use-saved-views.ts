import useSWR from 'swr';
import type {
  SavedView,
  SavedViewCreate,
  SavedViewsResponse,
  SavedViewUpdate,
} from '../../../shared/api/saved-views';
import { apiClient } from '../../lib/api-client';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

const viewPath = (id: string) => `/api/records/saved-views/${encodeURIComponent(id)}`;

/** A list's saved views (the person's own, then shared ones) and the writes that keep them. */
export function useSavedViews(formId: string) {
  const { accountId } = useCurrentAccount();
  const { data, mutate } = useSWR<SavedViewsResponse>(recordKeys.savedViews(formId, accountId));
  const refreshed = async <T>(write: Promise<T>) => {
    const result = await write;
    await mutate();
    return result;
  };
  return {
    views: data?.items ?? [],
    create: (view: Omit<SavedViewCreate, 'form_id'>) =>
      refreshed(
        apiClient.post<SavedView>('/api/records/saved-views', { form_id: formId, ...view }),
      ),
    update: (id: string, change: SavedViewUpdate) =>
      refreshed(apiClient.put<SavedView>(viewPath(id), change)),
    remove: (id: string) => refreshed(apiClient.delete<null>(viewPath(id))),
  };
}
