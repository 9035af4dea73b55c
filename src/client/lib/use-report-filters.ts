import { useSearchParams } from 'react-router-dom';

/** A report's filters in the address (`?department=…&site=…`), so a filtered view can be shared. */
export function useReportFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? undefined]),
  ) as Record<Name, string | undefined>;
  /** Several at once (a filter and the page it resets), in one history entry. */
  const setFilters = (changes: Partial<Record<Name, string | undefined>>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );
  const setFilter = (name: Name, value: string | undefined) =>
    setFilters({ [name]: value } as Partial<Record<Name, string | undefined>>);
  return { filters, setFilter, setFilters };
}
