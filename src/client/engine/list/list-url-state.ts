import type { FilterValue } from '../../../shared/api/records';
import type { ListState } from '../../../shared/api/saved-views';

/** The URL parameters a list's state takes; others (a saved view's id) are left as they are. */
const STATE_KEYS = ['q', 'filter', 'sort', 'columns', 'deleted'] as const;

function parseFilter(text: string | null): Record<string, FilterValue> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    // A hand-edited link may hold anything; the server names what it cannot filter by.
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, FilterValue>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A list's state from its URL: `q=…&filter={"active":true}&sort=-name&columns=a,b&deleted=1`,
 * readable enough to edit by hand and whole enough to bookmark or send to a colleague.
 */
export function readListState(params: URLSearchParams): ListState {
  const q = params.get('q')?.trim();
  const filter = parseFilter(params.get('filter'));
  const sort = params.get('sort');
  const columns = params.get('columns')?.split(',').filter(Boolean);
  return {
    ...(q ? { q } : {}),
    ...(filter && Object.keys(filter).length > 0 ? { filter } : {}),
    ...(sort
      ? {
          sort: sort.startsWith('-')
            ? { field: sort.slice(1), direction: 'desc' as const }
            : { field: sort, direction: 'asc' as const },
        }
      : {}),
    ...(columns?.length ? { columns } : {}),
    ...(params.get('deleted') === '1' ? { deleted: true } : {}),
  };
}

/** `params` with the list's state replaced by `state` (the parameters of others kept). */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of STATE_KEYS) next.delete(key);
  if (state.q) next.set('q', state.q);
  if (state.filter && Object.keys(state.filter).length > 0)
    next.set('filter', JSON.stringify(state.filter));
  if (state.sort)
    next.set('sort', `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.columns?.length) next.set('columns', state.columns.join(','));
  if (state.deleted) next.set('deleted', '1');
  return next;
}

/** Whether two states show the same list (the order of filters and keys aside). */
export function sameListState(a: ListState, b: ListState): boolean {
  const key = (state: ListState) =>
    writeListState(new URLSearchParams(), {
      ...state,
      ...(state.filter
        ? {
            filter: Object.fromEntries(
              Object.entries(state.filter).sort(([x], [y]) => x.localeCompare(y)),
            ),
          }
        : {}),
    }).toString();
  return key(a) === key(b);
}
