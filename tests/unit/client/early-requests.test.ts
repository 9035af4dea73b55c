import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startEarlyRequests } from '../../../src/client/app/early-requests';
import { session } from '../../../src/client/lib/session';
import { swrFetcher } from '../../../src/client/lib/swr-fetcher';
import { swrKeys } from '../../../src/client/lib/swr-keys';
import { APP_VERSION } from '../../../src/shared/version';
import { makeAccount, makeOrgResources, signIn } from './fixtures';
import { server } from './msw-server';

/** Answers what a first screen asks for and counts the requests by method and path. */
function countRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/session', () => HttpResponse.json({ account: session.get()?.account })),
    http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
    http.post('*/api/permissions/verify', () => HttpResponse.json({})),
  );
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  session.end();
});

describe('requests started before the first render', () => {
  test('a sign-in page asks at once for its branding, its CSRF token and the version', async () => {
    const seen = countRequests();
    expect(startEarlyRequests('/login/acme')).toBe('acme');
    await vi.waitFor(() =>
      expect([...seen].sort()).toEqual([
        'GET /api/iam/authorize/token',
        'GET /api/organization/resources/collection/acme',
        'POST /api/hcm/version/get',
      ]),
    );
    // The version check takes the request on its way.
    expect(await swrFetcher(swrKeys.serverVersion())).toEqual({ version: APP_VERSION });
    expect(seen).toHaveLength(3);
  });

  test('a signed-in page asks for the shell’s data, and its first fetch takes each request', async () => {
    const seen = countRequests();
    signIn(makeAccount({ accountId: 'acc-early' }));
    expect(startEarlyRequests('/dashboard')).toBe('acme');
    await vi.waitFor(() =>
      expect([...seen].sort()).toEqual([
        'GET /api/iam/session',
        'GET /api/navigation',
        'GET /api/organization/resources/collection/acme',
        'POST /api/hcm/version/get',
        'POST /api/permissions/verify',
      ]),
    );

    expect(await swrFetcher(swrKeys.navigation('acc-early'))).toEqual({ groups: [] });
    expect(await swrFetcher(swrKeys.serverVersion())).toEqual({ version: APP_VERSION });
    expect(seen).toHaveLength(5);
    // Later fetches (SWR revalidating) ask the server again.
    await swrFetcher(swrKeys.navigation('acc-early'));
    expect(seen).toHaveLength(6);
  });

  test('the platform console asks for nothing of the organisation signed in beside it', async () => {
    const seen = countRequests();
    signIn(makeAccount({ accountId: 'acc-console' }));
    expect(startEarlyRequests('/platform')).toBeNull();
    await vi.waitFor(() => expect(seen).toEqual(['POST /api/hcm/version/get']));
    await swrFetcher(swrKeys.serverVersion());
    expect(seen).toHaveLength(1);
  });

  test('a public page without an organisation asks only for the version', async () => {
    const seen = countRequests();
    expect(startEarlyRequests('/session/404')).toBeNull();
    await vi.waitFor(() => expect(seen).toEqual(['POST /api/hcm/version/get']));
    await swrFetcher(swrKeys.serverVersion());
    expect(seen).toHaveLength(1);
  });
});
