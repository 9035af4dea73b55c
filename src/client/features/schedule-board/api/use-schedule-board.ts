import useSWR from 'swr';
import type {
  ScheduleBoardRequest,
  ScheduleBoardResponse,
} from '../../../../shared/api/schedule-board';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

const boardKey = (accountId: string, request: ScheduleBoardRequest): ApiKey => ({
  path: '/api/hcm/all-schedules',
  method: 'POST',
  body: request,
  scope: accountId,
});

/**
 * `POST /api/hcm/all-schedules`: a page of the board. The previous page stays on screen while
 * another week or search loads.
 */
export function useScheduleBoard(request: ScheduleBoardRequest) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<ScheduleBoardResponse, ApiError>(
    boardKey(accountId, request),
    { keepPreviousData: true },
  );
  return { data, error, isLoading, retry: () => void mutate() };
}
