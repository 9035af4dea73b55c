import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The register and cut-off a screen shows, kept in its address (`?register=&cutoff=`). */
export function useChosenCutoff() {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (registerId: string, cutoffId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('register', registerId);
          if (cutoffId) next.set('cutoff', cutoffId);
          else next.delete('cutoff');
          next.delete('employee');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    registerId: params.get('register') ?? '',
    cutoffId: params.get('cutoff') ?? '',
    choose,
  };
}
