import useSWR, { useSWRConfig } from 'swr';
import type {
  Checklist,
  ChecklistApplyResponse,
  ChecklistListQuery,
  ChecklistListResponse,
  ChecklistUpdateRequest,
} from '../../../../shared/api/onboarding';
import type { ApiError } from '../../../lib/api-error';
import { apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

const checklistKey = (viewer: string, accountId: string): ApiKey => ({
  path: `/api/accumulator/${encodeURIComponent(accountId)}`,
  scope: viewer,
});

/** `GET /api/accumulator/:accountId`: a new hire's checklist as the viewer may see it. */
export function useChecklist(accountId: string | undefined) {
  const viewer = useCurrentAccount().accountId;
  const { data, error, isLoading, mutate } = useSWR<Checklist, ApiError>(
    accountId ? checklistKey(viewer, accountId) : null,
  );
  return { checklist: data, error, isLoading, mutate };
}

/** Forgets a checklist once one of its sub-forms is saved, so it shows the new state. */
export function useChecklistRefresh() {
  const viewer = useCurrentAccount().accountId;
  const { mutate } = useSWRConfig();
  return (accountId: string) => mutate(checklistKey(viewer, accountId));
}

/** `GET /api/accumulator`: every new hire's progress, for HR. */
export function useChecklists(query: ChecklistListQuery) {
  const viewer = useCurrentAccount().accountId;
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
  const { data, error, isLoading, mutate } = useSWR<ChecklistListResponse, ApiError>(
    { path: `/api/accumulator?${params}`, scope: viewer } satisfies ApiKey,
    { keepPreviousData: true },
  );
  return { list: data, error, isLoading, mutate };
}

export const checklistRequests = {
  update: (id: string, body: ChecklistUpdateRequest) =>
    apiClient.put<Checklist>(`/api/accumulator/${id}`, body),
  remind: (id: string) =>
    apiClient.post<{ message: string }>(`/api/accumulator/${id}/reminders`, {}),
  apply: (id: string) => apiClient.post<ChecklistApplyResponse>(`/api/accumulator/${id}/apply`, {}),
};
