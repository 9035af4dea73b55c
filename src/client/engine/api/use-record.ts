import useSWR from 'swr';
import type { RecordItem } from '../../../shared/api/records';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

/** `GET /api/records/:id`; no request while `id` is undefined (a new record). */
export function useRecord(id: string | undefined) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<RecordItem, ApiError>(
    id ? recordKeys.record(id, accountId) : null,
  );
  return { record: data, error, isLoading, mutate };
}
