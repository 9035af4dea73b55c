import { useSearchParams } from 'react-router-dom';

const PARAM = 'view';

/** The application open in the drawer, kept in the address (`?view=<id>`) so a link can open it. */
export function useViewedApplication() {
  const [params, setParams] = useSearchParams();
  const set = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(PARAM, id);
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  return { viewed: params.get(PARAM), view: (id: string) => set(id), close: () => set(null) };
}
