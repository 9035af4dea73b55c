import useSWR from 'swr';
import type { RecordHistoryEntry } from '../../../shared/api/records';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

/** `GET /api/records/:id/history`: every version, in the server's order. */
export function useRecordHistory(id: string) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<{ items: RecordHistoryEntry[] }, ApiError>(
    recordKeys.history(id, accountId),
  );
  return { entries: data?.items, error, isLoading, retry: () => void mutate() };
}
