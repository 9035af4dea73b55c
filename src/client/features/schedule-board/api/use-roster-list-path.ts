import useSWR from 'swr';
import type { FormSummary } from '../../../../shared/api/records';
import { formPaths } from '../../../../shared/forms/form-paths';
import type { ApiKey } from '../../../lib/swr-keys';
import { useCurrentAccount } from '../../../lib/use-current-account';

const ROSTER_FORM = 'schedule-roster';

/**
 * The rosters' list page when this person may write rosters (the definition's access says
 * who), else null. Reads the `GET /api/forms` the record pages cache too.
 */
export function useRosterListPath(): string | null {
  const { accountId } = useCurrentAccount();
  const key: ApiKey = { path: '/api/forms', scope: accountId };
  const { data } = useSWR<{ forms: FormSummary[] }>(key);
  const form = data?.forms.find((candidate) => candidate.formId === ROSTER_FORM);
  return form?.canWrite ? formPaths.list(form) : null;
}
