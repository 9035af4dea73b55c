import { useState } from 'react';
import type { FilterValue } from '../../../shared/api/records';
import type { FormDefinition, Sort } from '../../../shared/forms/definition';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { RecordQuery } from '../api/use-record-pages';

const SEARCH_DELAY_MS = 300;

/** Fields the server can sort by: the indexed ones the definition names. */
export function sortableFields(definition: FormDefinition): Set<string> {
  const { list } = definition;
  return new Set([list.sort.field, ...list.filters, ...(list.sortable ?? [])]);
}

/**
 * What the list asks the server for: search text, filters (starting from the page's own, e.g.
 * an archive's state), sort order, live or deleted.
 */
export function useListQuery(
  definition: FormDefinition,
  initial: Record<string, FilterValue> = {},
) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [filter, setFilter] = useState<Record<string, FilterValue>>(initial);
  const [sort, setSort] = useState<Sort>(definition.list.sort);
  const [deleted, setDeleted] = useState(false);

  const query: RecordQuery = {
    form_id: definition.formId,
    sort,
    ...(q ? { q } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(deleted ? { deleted: true } : {}),
  };

  return {
    query,
    search,
    setSearch,
    filter,
    setFilterValue(field: string, value: FilterValue | undefined) {
      setFilter(({ [field]: _dropped, ...rest }) =>
        value === undefined ? rest : { ...rest, [field]: value },
      );
    },
    sort,
    toggleSort(field: string) {
      setSort((current) =>
        current.field === field
          ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
          : { field, direction: 'asc' },
      );
    },
    deleted,
    setDeleted,
  };
}
