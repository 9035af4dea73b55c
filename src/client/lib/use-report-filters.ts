import { useSearchParams } from 'react-router-dom';

/** A report's filters in the address (`?department=…&site=…`), so a filtered view can be shared. */
export function useReportFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? undefined]),
  ) as Record<Name, string | undefined>;
  const setFilter = (name: Name, value: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  return { filters, setFilter };
}
