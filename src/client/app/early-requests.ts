import { matchRoutes } from 'react-router-dom';
import { anonymousCsrfToken } from '../lib/api-client';
import { session } from '../lib/session';
import { fetchAhead } from '../lib/swr-fetcher';
import { swrKeys } from '../lib/swr-keys';
import { orgResourcesCache } from '../lib/use-org-resources';
import { appRoutes } from './routes';

/**
 * Starts what the first screen will ask the server for before React renders, so the requests
 * run beside the download of the screen's code rather than after it, and beside each other: the
 * version check; before sign-in, the organisation's branding and the CSRF token its forms send;
 * signed in, the shell's account (its role guard reads it), menu, alpha flag and branding.
 * Each is taken by the first screen that asks (`swrFetcher`, `orgResourcesCache`). Answers the
 * organisation whose branding paints the page.
 */
export function startEarlyRequests(pathname: string): string | null {
  fetchAhead(swrKeys.serverVersion());
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const deepest = matches.at(-1);
  // The platform console belongs to no organisation and never reads their session.
  if (deepest?.route.path === 'platform') return null;
  const current = session.get();
  // The signed-in pages are the root's catch-all (signed-in-routes.tsx).
  if (current && deepest?.route.path === '*') {
    const { accountId, orgId, status } = current.account;
    fetchAhead(swrKeys.session(accountId));
    // A first sign-in may read nothing else until it has changed its password, nor a session
    // that must enrol a second factor until it has.
    if (status !== 'Change Password' && !current.mustEnrolSecondFactor) {
      fetchAhead(swrKeys.navigation(accountId));
      fetchAhead(swrKeys.alphaPermission(accountId));
    }
    orgResourcesCache.preload(orgId);
    return orgId;
  }
  const orgId = deepest?.params.orgId;
  if (!orgId) return current?.account.orgId ?? null;
  orgResourcesCache.preload(orgId);
  if (!current) anonymousCsrfToken(orgId).catch(() => undefined);
  return orgId;
}
