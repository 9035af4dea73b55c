import useSWR from 'swr';
import type {
  RecordAggregateRequest,
  RecordAggregateResponse,
} from '../../../shared/api/record-views';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

/** `POST /api/records/aggregate`: a chart's figures, counted and summed by the server. */
export function useRecordAggregate(request: RecordAggregateRequest | null) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<RecordAggregateResponse, ApiError>(
    request ? recordKeys.aggregate(request, accountId) : null,
    { keepPreviousData: true },
  );
  return { figures: data, error, isLoading, retry: () => void mutate() };
}
