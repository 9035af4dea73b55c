import type { SignInResponse } from '../../../src/shared/api/identity';
import { DEMO_PASSWORD } from './api-client';
import { API_KEY } from './test-app';

export interface HttpAnswer {
  status: number;
  text: string;
  json<T>(): T;
}

/**
 * A caller of a server in a process of its own, over HTTP, sending what the browser client
 * sends; `at` moves the same session to another instance behind the same database.
 */
export class InstanceCaller {
  constructor(
    readonly url: string,
    readonly orgId: string,
    readonly session: SignInResponse | null = null,
  ) {}

  at(url: string): InstanceCaller {
    return new InstanceCaller(url, this.orgId, this.session);
  }

  async call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'x-api-key': API_KEY, 'x-org-id': this.orgId };
    if (this.session) {
      headers.authorization = `Bearer ${this.session.token}`;
      headers['x-csrf-token'] = this.session.csrf;
    } else if (method !== 'GET') {
      const csrf = await fetch(`${this.url}/api/iam/authorize/token`, {
        headers: { 'x-api-key': API_KEY },
      });
      headers['x-csrf-token'] = ((await csrf.json()) as { token: string }).token;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  }
}

/** Signs in at one instance; throws when refused. */
export async function signInAt(url: string, orgId: string, username: string) {
  const answer = await new InstanceCaller(url, orgId).call('POST', '/api/iam/list', {
    orgId,
    username,
    password: DEMO_PASSWORD,
  });
  if (answer.status !== 200)
    throw new Error(`sign-in ${username}: ${answer.status} ${answer.text}`);
  return new InstanceCaller(url, orgId, answer.json<SignInResponse>());
}
