import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterValue } from '../../../shared/api/records';
import type { ListState } from '../../../shared/api/saved-views';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { RecordQuery } from '../api/use-record-pages';
import { readListState, writeListState } from './list-url-state';

const SEARCH_DELAY_MS = 300;

/** Fields the server can sort by: the indexed ones the definition names. */
export function sortableFields(definition: FormDefinition): Set<string> {
  const { list } = definition;
  return new Set([list.sort.field, ...list.filters, ...(list.sortable ?? [])]);
}

/**
 * What the list asks the server for: search text, filters (over the page's own, e.g. an
 * archive's state), sort order, columns, live or deleted. It lives in the URL, so a list can be
 * bookmarked, sent, reloaded and stepped back through; a saved view is a name for it.
 */
export function useListQuery(
  definition: FormDefinition,
  initial: Record<string, FilterValue> = {},
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);

  // The box answers each key at once; the URL (and the server) hear it after a pause.
  const [search, setSearchText] = useState(state.q ?? '');
  const [shownQ, setShownQ] = useState(state.q);
  if (state.q !== shownQ) {
    // A link followed, a view chosen or a step back: the box shows what the list searches.
    setShownQ(state.q);
    setSearchText(state.q ?? '');
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Changes made before the router renders the last one (a filter, then at once a sort) build
  // on each other, not on the address of the last render.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  function write(next: URLSearchParams, replace: boolean) {
    latest.current = next;
    setParams(next, { replace });
  }

  /** Changes part of the state in place (a saved view stays named, now changed). */
  function change(part: Partial<ListState>) {
    const current = latest.current;
    write(writeListState(current, { ...readListState(current), ...part }), true);
  }

  const filter = { ...initial, ...state.filter };
  const sort = state.sort ?? definition.list.sort;
  const query: RecordQuery = {
    form_id: definition.formId,
    sort,
    ...(state.q ? { q: state.q } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(state.deleted ? { deleted: true } : {}),
  };

  return {
    query,
    /** The state as the URL holds it (what a saved view keeps). */
    state,
    viewId: params.get('view'),
    /** Shows a saved view's state in place of the current one. */
    applyView(id: string, viewState: ListState) {
      window.clearTimeout(timer.current);
      const next = writeListState(latest.current, viewState);
      next.set('view', id);
      write(next, false);
    },
    search,
    setSearch(text: string) {
      setSearchText(text);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => change({ q: text.trim() || undefined }),
        SEARCH_DELAY_MS,
      );
    },
    filter,
    setFilterValue(field: string, value: FilterValue | undefined) {
      const { [field]: _dropped, ...rest } = state.filter ?? {};
      change({ filter: value === undefined ? rest : { ...rest, [field]: value } });
    },
    sort,
    toggleSort(field: string) {
      change({
        sort:
          sort.field === field
            ? { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
            : { field, direction: 'asc' },
      });
    },
    setColumns(columns: string[]) {
      change({ columns });
    },
    deleted: state.deleted === true,
    setDeleted(deleted: boolean) {
      change({ deleted: deleted || undefined });
    },
  };
}
