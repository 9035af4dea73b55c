import { useEffect, useSyncExternalStore } from 'react';
import type { OrgResources } from '../../shared/api/organization';
import { apiClient } from './api-client';
import { isApiError, type ApiError } from './api-error';
import { NETWORK_ERROR_CODES } from './network-error-codes';

export interface OrgResourcesState {
  resources: OrgResources | null;
  /** The organisation does not exist (404): screens show a not-found state, never reload. */
  notFound: boolean;
  isLoading: boolean;
  error: ApiError | undefined;
}

// A small cache of its own rather than SWR: the sign-in screens need only this one request,
// and keeping SWR out of them keeps the login page inside its bundle budget.
const EMPTY: OrgResourcesState = {
  resources: null,
  notFound: false,
  isLoading: false,
  error: undefined,
};
const states = new Map<string, OrgResourcesState>();
const listeners = new Set<() => void>();

function set(orgId: string, state: OrgResourcesState): void {
  states.set(orgId, state);
  for (const listener of listeners) listener();
}

function load(orgId: string): void {
  set(orgId, { ...(states.get(orgId) ?? EMPTY), isLoading: true, error: undefined });
  apiClient
    .get<OrgResources[]>(`/api/organization/resources/collection/${encodeURIComponent(orgId)}`, {
      orgId,
      networkErrorCode: NETWORK_ERROR_CODES.orgResources,
    })
    .then((collection) =>
      set(orgId, { ...EMPTY, resources: collection[0] ?? null, notFound: collection.length === 0 }),
    )
    .catch((error: unknown) => {
      const apiError = isApiError(error) ? error : undefined;
      set(orgId, { ...EMPTY, notFound: apiError?.status === 404, error: apiError });
    });
}

export const orgResourcesCache = {
  /** Starts the fetch before a screen asks (main.tsx), unless it has started already. */
  preload(orgId: string): void {
    if (!states.has(orgId)) load(orgId);
  },
  /** Fetches again (the Try again button); the cached value stays visible meanwhile. */
  reload: load,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear(): void {
    states.clear();
  },
};

/** One organisation's public branding (logo, name, theme, flags), fetched once per page load. */
export function useOrgResources(orgId: string | null | undefined): OrgResourcesState {
  const state = useSyncExternalStore(
    orgResourcesCache.subscribe,
    () => (orgId ? states.get(orgId) : undefined) ?? EMPTY,
    () => EMPTY,
  );
  useEffect(() => {
    if (orgId) orgResourcesCache.preload(orgId);
  }, [orgId]);
  // Before the effect runs the request has not started; report it as loading, not as empty.
  return orgId && !states.has(orgId) ? { ...EMPTY, isLoading: true } : state;
}
