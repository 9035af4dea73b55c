import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SignInResponse } from '../../../src/shared/api/identity';
import { API_KEY } from './test-app';

export const DEMO_PASSWORD = 'Demo#2026!';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string | undefined>;
  ip?: string;
}

/** A signed-in (or anonymous) caller that sends what the browser client sends. */
export class ApiCaller {
  constructor(
    private readonly app: FastifyInstance,
    readonly orgId: string,
    readonly session: SignInResponse | null = null,
  ) {}

  get token() {
    return this.session?.token;
  }

  get account() {
    if (!this.session) throw new Error('not signed in');
    return this.session.account;
  }

  async call(
    method: Method,
    url: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'x-api-key': API_KEY, 'x-org-id': this.orgId };
    if (this.session) {
      headers.authorization = `Bearer ${this.session.token}`;
      headers['x-csrf-token'] = this.session.csrf;
    } else if (method !== 'GET') {
      headers['x-csrf-token'] = await anonymousCsrf(this.app);
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const request: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '203.0.113.10',
    };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    return this.app.inject(request);
  }
}

export async function anonymousCsrf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/iam/authorize/token',
    headers: { 'x-api-key': API_KEY },
  });
  return response.json<{ token: string }>().token;
}

export async function trySignIn(
  app: FastifyInstance,
  orgId: string,
  username: string,
  password = DEMO_PASSWORD,
  ip?: string,
) {
  return new ApiCaller(app, orgId).call('POST', '/api/iam/list', {
    body: { orgId, username, password },
    ip,
  });
}

/** Signs in and returns a caller carrying the session; throws when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  orgId: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<ApiCaller> {
  const response = await trySignIn(app, orgId, username, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in ${orgId}/${username}: ${response.statusCode} ${response.body}`);
  return new ApiCaller(app, orgId, response.json<SignInResponse>());
}

/**
 * Signs in someone who must first change the demo password (the new hire) and changes it, so the
 * caller may use the rest of the app.
 */
export async function signInPastFirstPassword(
  app: FastifyInstance,
  orgId: string,
  username: string,
  newPassword = 'Welcome#2027',
): Promise<ApiCaller> {
  const caller = await signIn(app, orgId, username);
  if (caller.account.status === 'Change Password') {
    await ok(caller, 'POST', '/api/iam/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword,
    });
  }
  return caller;
}

/** The JSON answer of a call that must succeed. */
export async function ok<T>(caller: ApiCaller, method: Method, url: string, body?: unknown) {
  const response = await caller.call(method, url, body === undefined ? {} : { body });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}

/** The error body every 4xx must have. */
export function errorOf(response: LightMyRequestResponse) {
  return response.json<{
    error: { code: string; message: string; fields?: { path: string; message: string }[] };
  }>().error;
}
