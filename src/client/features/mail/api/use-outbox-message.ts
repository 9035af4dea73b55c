import useSWR from 'swr';
import type { OutboxMessage } from '../../../../shared/api/mail';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

/** `GET /api/mail/outbox/:id`: one mail with its bodies, read when it is opened. */
export function useOutboxMessage(id: string) {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: `/api/mail/outbox/${id}`, scope: accountId };
  const { data, error, mutate } = useSWR<OutboxMessage, ApiError>(key);
  return { message: data, error, retry: () => void mutate() };
}
