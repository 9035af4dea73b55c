import useSWR from 'swr';
import type { FormSummary } from '../../../shared/api/records';
import type { ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from './record-keys';

/** `GET /api/forms`: the record types this person may use. */
export function useForms() {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<{ forms: FormSummary[] }, ApiError>(
    recordKeys.forms(accountId),
  );
  return { forms: data?.forms, error, isLoading, retry: () => void mutate() };
}
