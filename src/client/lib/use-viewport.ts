import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../shared/constants';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;
const TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet}px)`;

function snapshot(): Viewport {
  if (typeof window.matchMedia !== 'function') return 'desktop';
  if (window.matchMedia(MOBILE_QUERY).matches) return 'mobile';
  if (window.matchMedia(TABLET_QUERY).matches) return 'tablet';
  return 'desktop';
}

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(TABLET_QUERY)];
  for (const query of queries) query.addEventListener('change', listener);
  return () => {
    for (const query of queries) query.removeEventListener('change', listener);
  };
}

/** mobile <= 767px (menu in a drawer), tablet <= 1199px (menu as icons), else desktop. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
