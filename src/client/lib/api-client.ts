import type { ErrorBody, ErrorCode } from '../../shared/api/errors';
import { ApiError } from './api-error';
import { dialogStore } from './dialog-store';
import { session } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON-encoded, except FormData (multipart uploads), which is sent as is. */
  body?: unknown;
  /** Opens the 'Network Error {code}' dialog when the call gets no answer or a 5xx. */
  networkErrorCode?: string;
  /** The organisation before sign-in (from the URL); otherwise the session's. */
  orgId?: string;
  /** Sends no session even when signed in (links whose token is the credential, e.g. e-mails). */
  anonymous?: boolean;
  /** A POST that only reads (the server's `readOnly` routes): it needs no CSRF token. */
  readOnly?: boolean;
  /**
   * The platform console's own session token (`platform.<secret>`): sent as the bearer instead
   * of the organisation session's, which is then never read, with neither `x-org-id` nor a
   * CSRF token (the console's routes take none), and a refusal leaves the organisation session
   * alone. The console ends its own session on a 401.
   */
  bearer?: string;
  /** Extra headers of a call's own (a kiosk's `x-kiosk-token`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
};

// Anonymous CSRF tokens (before sign-in), one per organisation; a rejected one is dropped.
const anonymousCsrf = new Map<string, Promise<string>>();

/** Also called ahead by forms shown before sign-in, so submitting costs one round trip. */
export function anonymousCsrfToken(orgId: string | undefined): Promise<string> {
  const key = orgId ?? '';
  let token = anonymousCsrf.get(key);
  if (!token) {
    token = send<{ token: string }>('/api/iam/authorize/token', { orgId, anonymous: true }).then(
      (body) => body.token,
    );
    token.catch(() => anonymousCsrf.delete(key));
    anonymousCsrf.set(key, token);
  }
  return token;
}

async function headersFor(method: Method, options: RequestOptions): Promise<Headers> {
  const current = options.anonymous || options.bearer ? null : session.get();
  const orgId = options.orgId ?? current?.account.orgId;
  const headers = new Headers({ Accept: 'application/json', 'x-api-key': __API_KEY__ });
  // The browser sets the multipart Content-Type (with its boundary) for FormData itself.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  if (orgId) headers.set('x-org-id', orgId);
  if (current) headers.set('Authorization', `Bearer ${current.token}`);
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (method !== 'GET' && !options.readOnly && !options.bearer) {
    headers.set('x-csrf-token', current ? current.csrf : await anonymousCsrfToken(orgId));
  }
  return headers;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy page, an empty 502): fall back to the status below.
  }
  const retryAfterHeader = response.headers.get('Retry-After');
  const retryAfter = retryAfterHeader === null ? null : Number.parseInt(retryAfterHeader, 10);
  return new ApiError({
    status: response.status,
    code: body?.error?.code ?? STATUS_CODES[response.status] ?? 'internal',
    message: body?.error?.message ?? (response.statusText || `Request failed (${response.status})`),
    fields: body?.error?.fields ?? [],
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
  });
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** Sends one request and answers the successful response; failures reject as ApiError. */
async function fetchOk(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = await headersFor(method, options);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: encodeBody(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (options.networkErrorCode) dialogStore.showNetworkError(options.networkErrorCode);
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Please check your internet connection and refresh the page',
    });
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status >= 500 && options.networkErrorCode)
      dialogStore.showNetworkError(options.networkErrorCode);
    throw error;
  }
  return response;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await fetchOk(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The one way the client talks to /api: headers from the session, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const signedIn = !options.anonymous && !options.bearer && session.get() !== null;
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // An anonymous CSRF token may have expired: fetch a fresh one and try once more.
    if (!signedIn && !options.bearer && error.code === 'csrf_invalid') {
      anonymousCsrf.delete(options.orgId ?? '');
      return send<T>(path, options);
    }
    // A GET refused with 401 while signed in means the session was revoked on the server.
    // (A POST may answer 401 for a wrong current password, so only reads end the session.)
    if (signedIn && error.status === 401 && (options.method ?? 'GET') === 'GET') session.end();
    // The server lets a first sign-in do nothing but change its password: the shell shows that.
    if (signedIn && error.code === 'password_change_required') session.requirePasswordChange();
    // Or nothing but enrol the second factor its organisation requires: the shell shows that.
    if (signedIn && error.code === 'second_factor_enrolment_required')
      session.setMustEnrolSecondFactor(true);
    throw error;
  }
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** A file answer (export, stored attachment) with the name from its Content-Disposition. */
export async function apiBlob(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await fetchOk(path, options);
  const match = FILENAME.exec(response.headers.get('Content-Disposition') ?? '');
  return {
    blob: await response.blob(),
    filename: match?.[1] ? decodeURIComponent(match[1]) : null,
  };
}

export const apiClient = {
  request: apiRequest,
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
