import { useEffect, useSyncExternalStore } from 'react';

// The organisation whose branding paints the app: the URL's org before sign-in, the session's
// after. Pages declare it with useBrandOrg; the theme provider listens.
let activeOrgId: string | null = null;
const listeners = new Set<() => void>();

export const activeOrg = {
  get: (): string | null => activeOrgId,
  set(orgId: string | null): void {
    if (orgId === activeOrgId) return;
    activeOrgId = orgId;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useActiveOrgId(): string | null {
  return useSyncExternalStore(activeOrg.subscribe, activeOrg.get, activeOrg.get);
}

/** Paints the app with this organisation's branding while the calling screen is shown. */
export function useBrandOrg(orgId: string | null | undefined): void {
  useEffect(() => {
    if (orgId) activeOrg.set(orgId);
  }, [orgId]);
}
