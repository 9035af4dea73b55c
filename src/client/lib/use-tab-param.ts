import { useSearchParams } from 'react-router-dom';

/**
 * The tab of a page kept in its address (`?tab=`), so a tab can be linked to and survives a
 * reload: the one asked for if it is among `ids`, else the first; and the way to choose another.
 */
export function useTabParam<T extends string>(
  ids: readonly T[],
): [T | undefined, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = ids.find((id) => id === asked) ?? ids[0];
  const choose = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return [current, choose];
}
