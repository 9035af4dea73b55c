import { apiRequest } from './api-client';
import type { ApiKey } from './swr-keys';

// Requests started ahead of the screen that reads them, by key; the first fetch of a key takes
// its request, later fetches go to the server again.
const ahead = new Map<string, Promise<unknown>>();
const idOf = (key: ApiKey) => JSON.stringify(key);

function send<T>(key: ApiKey): Promise<T> {
  return apiRequest<T>(key.path, {
    method: key.method ?? 'GET',
    body: key.body,
    networkErrorCode: key.networkErrorCode,
    orgId: key.orgId,
    readOnly: key.readOnly,
  });
}

/** Starts the request a key describes now (before React renders), for its first fetch to take. */
export function fetchAhead(key: ApiKey): void {
  const id = idOf(key);
  if (ahead.has(id)) return;
  const request = send(key);
  // Whoever takes it sees the failure; one nobody takes must not be reported as unhandled.
  request.catch(() => undefined);
  ahead.set(id, request);
}

/** The SWR fetcher: runs the request an `ApiKey` describes through the api client. */
export function swrFetcher<T>(key: ApiKey): Promise<T> {
  const id = idOf(key);
  const started = ahead.get(id) as Promise<T> | undefined;
  ahead.delete(id);
  return started ?? send<T>(key);
}
