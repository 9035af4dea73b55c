import type { Static } from 'typebox';
import type {
  DeletedOrganizationAnswer,
  OperatorSignInRequest,
  OperatorSignInResponse,
} from '../../../../shared/api/platform-console';
import type {
  AddStatutoryVersionRequest,
  StatutoryVersionSchema,
} from '../../../../shared/api/payroll-tables';
import type {
  CreatedOrganization,
  CreateOrganizationRequest,
} from '../../../../shared/api/tenancy';
import { apiBlob, apiClient, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { platformSession } from '../platform-session';

const BASE = '/api/platform';
const ENDED = 'Your console session has ended. Sign in again.';

/** What the console reads through SWR: each key is the path it fetches. */
export const platformKeys = {
  session: `${BASE}/session`,
  organizations: `${BASE}/organizations`,
  /** The platform's audit trail, newest first. */
  activity: `${BASE}/activity?limit=50`,
  /** The statutory tables every organisation reads. */
  statutoryTables: `${BASE}/statutory-tables`,
};

const orgPath = (orgId: string) => `${BASE}/organizations/${encodeURIComponent(orgId)}`;

/**
 * Runs a console call with the console's own bearer (never the organisation session's); a 401
 * means the session was revoked or expired, so it ends and the sign-in form shows.
 */
async function withSession<T>(call: (bearer: string) => Promise<T>): Promise<T> {
  const token = platformSession.get()?.token;
  if (!token)
    throw new ApiError({
      status: 401,
      code: 'unauthenticated',
      message: 'Sign in to the console.',
    });
  try {
    return await call(token);
  } catch (error) {
    if (isApiError(error) && error.status === 401) platformSession.end(token, ENDED);
    throw error;
  }
}

const request = <T>(path: string, options: Omit<RequestOptions, 'bearer'> = {}) =>
  withSession((bearer) => apiRequest<T>(path, { ...options, bearer }));

export const platformConsoleApi = {
  /** The one console call without a session: it takes the anonymous CSRF token instead. */
  signIn: (body: OperatorSignInRequest) =>
    apiClient.post<OperatorSignInResponse>(`${BASE}/sign-in`, body, { anonymous: true }),
  signOut: () => request<void>(`${BASE}/sign-out`, { method: 'POST' }),
  /** The SWR fetcher of `platformKeys`. */
  get: <T>(path: string) => request<T>(path),
  /** The answer holds the administrator's first sign-in link: the only time it is shown. */
  create: (body: CreateOrganizationRequest) =>
    request<CreatedOrganization>(`${BASE}/organizations`, { method: 'POST', body }),
  suspend: (orgId: string) => request<void>(`${orgPath(orgId)}/suspend`, { method: 'POST' }),
  resume: (orgId: string) => request<void>(`${orgPath(orgId)}/resume`, { method: 'POST' }),
  /** The whole organisation as a ZIP, named by the server. */
  export: (orgId: string) =>
    withSession((bearer) => apiBlob(`${orgPath(orgId)}/export`, { method: 'POST', bearer })),
  /** Refused unless suspended and exported since; `confirm` is the id typed again. */
  delete: (orgId: string, confirm: string) =>
    request<DeletedOrganizationAnswer>(orgPath(orgId), { method: 'DELETE', body: { confirm } }),
  /** A version of a table for every organisation, from its date on. */
  publishStatutoryVersion: (body: AddStatutoryVersionRequest) =>
    request<Static<typeof StatutoryVersionSchema>>(platformKeys.statutoryTables, {
      method: 'POST',
      body,
    }),
};
