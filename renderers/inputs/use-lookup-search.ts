import { useEffect, useState } from 'react';
import type { LookupOption, RecordFormContext } from '../form-context';

const DEBOUNCE_MS = 250;

interface LookupSearch {
  options: LookupOption[];
  loading: boolean;
  failed: boolean;
}

/**
 * Searches `formId` for `query` once typing pauses (null = not searching). Answers that arrive
 * after a newer query are dropped, so a slow early search never overwrites a later one.
 */
export function useLookupSearch(
  search: RecordFormContext['searchRecords'],
  formId: string | undefined,
  query: string | null,
): LookupSearch {
  const [state, setState] = useState<LookupSearch>({ options: [], loading: false, failed: false });
  useEffect(() => {
    if (query === null || !formId) return;
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true, failed: false }));
      search(formId, query).then(
        (options) => current && setState({ options, loading: false, failed: false }),
        () => current && setState({ options: [], loading: false, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, formId, query]);
  return state;
}
