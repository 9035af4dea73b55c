import useSWR from 'swr';
import type { BuiltFormCheckResult } from '../../../shared/api/form-builder';
import { messageOf, type ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { builderKeys } from './builder-requests';

export type CheckState =
  | { status: 'checking'; result: BuiltFormCheckResult | undefined }
  | { status: 'done'; result: BuiltFormCheckResult }
  | { status: 'failed'; message: string; result: BuiltFormCheckResult | undefined };

/**
 * The server's check of the definition being edited, a moment after each change: its problems,
 * or the definition as the engine would serve it, for the live preview. The last answer stays
 * while a newer check runs.
 */
export function useDefinitionCheck(definition: unknown, editing?: string): CheckState {
  const { accountId } = useCurrentAccount();
  const typed = JSON.stringify(definition);
  const settled = useDebouncedValue(typed, 400);
  const { data, error, isValidating } = useSWR<BuiltFormCheckResult, ApiError>(
    builderKeys.check(JSON.parse(settled) as unknown, editing, accountId),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  if (error)
    return {
      status: 'failed',
      message: messageOf(error, 'The definition could not be checked.'),
      result: data,
    };
  if (!data || isValidating || settled !== typed) return { status: 'checking', result: data };
  return { status: 'done', result: data };
}
