import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { anonymousCsrf, signIn, type ApiCaller } from './support/api-client';
import { probesOf, type Probe } from './support/bad-inputs';
import { contractGaps } from './support/contract-gaps';
import { describeOnEachDatabase } from './support/on-each-database';
import { loadOperations, operationName, type Operation } from './support/openapi';
import { baseRequest, toRawRequest } from './support/operation-requests';
import { orgFingerprint } from './support/org-fingerprint';
import { hintsFrom } from './support/naming-requests';
import { gatherSamples, type OrgSamples } from './support/org-samples';
import { signInOperator } from './support/platform-operator';
import { RawHttp, type RawResponse } from './support/raw-http';
import { API_KEY } from './support/test-app';

// Every operation of the OpenAPI document, sent what people paste and what attackers send,
// over real HTTP as an administrator (who may reach every operation's validation).

const STACK_TRACE = /\bat [\w.<>]+ \(|node_modules|\/src\/server\/|\.ts:\d+:\d+/;

interface Outcome {
  probe: string;
  problem: string;
}

/** What is wrong with one answer, if anything. */
function problemOf(probe: Probe, response: RawResponse): string | null {
  if (response.dropped) return `connection dropped: ${response.dropped}`;
  if (response.status >= 500) return `answered ${response.status}: ${response.text.slice(0, 200)}`;
  if (STACK_TRACE.test(response.text)) return `leaks a stack trace: ${response.text.slice(0, 200)}`;
  if (probe.expect === 'refused' && response.status < 400)
    return `accepted with ${response.status} instead of refusing it`;
  if (response.status < 400) return null;
  let body: { error?: { code?: unknown; message?: unknown; fields?: { path: string }[] } };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch {
    return `a ${response.status} whose body is not the error shape: ${response.text.slice(0, 100)}`;
  }
  if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
    return `a ${response.status} whose body is not the error shape: ${response.text.slice(0, 100)}`;
  if (probe.names && !body.error.fields?.some((field) => field.path === probe.names))
    return `refused (${response.status}) without naming ${JSON.stringify(probe.names)}: ${response.text.slice(0, 200)}`;
  return null;
}

describeOnEachDatabase('hostile and careless input, for every operation of the API', (current) => {
  let http: RawHttp;
  let operations: Operation[];
  let acme: OrgSamples;
  let admin: ApiCaller;
  const signedIn = () => ({
    'x-api-key': API_KEY,
    'x-org-id': 'acme',
    authorization: `Bearer ${admin.token}`,
    'x-csrf-token': admin.session?.csrf ?? '',
  });
  let operatorToken: string;
  const asOperator = () => ({ 'x-api-key': API_KEY, authorization: `Bearer ${operatorToken}` });
  const anonymous = async () => ({
    'x-api-key': API_KEY,
    'x-org-id': 'acme',
    'x-csrf-token': await anonymousCsrf(current().app),
  });

  beforeAll(async () => {
    operations = await loadOperations(current().app);
    acme = await gatherSamples(current().app, 'acme');
    http = await RawHttp.listen(current().app);
    operatorToken = await signInOperator(current());
  });
  afterAll(() => http?.close());
  beforeEach(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
  });

  /**
   * Sends every probe of the given expectation as the administrator (the console's routes as a
   * platform operator), or anonymously to the routes that take no session (their CSRF token is
   * bound to none); signing out goes last.
   */
  async function sweep(expect: Probe['expect']): Promise<{ sent: number; failures: Outcome[] }> {
    const failures: Outcome[] = [];
    let sent = 0;
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const op of ordered) {
      const base = baseRequest(op, hintsFrom(acme, op));
      let caller: Record<string, string> = op.console ? asOperator() : signedIn();
      for (const probe of probesOf(op, base).filter((candidate) => candidate.expect === expect)) {
        let response = await http.send(toRawRequest(op, probe.spec, caller));
        if (response.status === 403 && response.text.includes('"csrf_invalid"')) {
          caller = await anonymous();
          response = await http.send(toRawRequest(op, probe.spec, caller));
        }
        sent += 1;
        const problem = problemOf(probe, response);
        if (problem) failures.push({ probe: `${operationName(op)} | ${probe.label}`, problem });
      }
    }
    return { sent, failures };
  }

  it('documents a bounded contract for every operation', () => {
    expect(operations.length).toBeGreaterThan(50);
    const gaps = operations.flatMap((op) =>
      contractGaps(op).map((gap) => `${operationName(op)}: ${gap}`),
    );
    expect(gaps).toEqual([]);
  });

  it('refuses every invalid request with a 4xx that names the field, and writes nothing', async () => {
    const before = await orgFingerprint(current().owner, 'acme', ['audit_log']);
    const { sent, failures } = await sweep('refused');
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(await orgFingerprint(current().owner, 'acme', ['audit_log'])).toEqual(before);
    // Over a thousand requests one after another: more than the default limit when busy.
  }, 120_000);

  it('answers every other odd request without a 5xx or a dropped connection', async () => {
    const { sent, failures } = await sweep('any');
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a CSRF token with a segment appended', async () => {
    const session = admin.session;
    const response = await http.send({
      method: 'PUT',
      url: '/api/iam/preferences',
      headers: {
        'x-api-key': API_KEY,
        'x-org-id': 'acme',
        authorization: `Bearer ${session?.token}`,
        'x-csrf-token': `${session?.csrf}.extra`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ layout: 'layout1', sidebarColor: 'orange', rtl: false }),
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toMatchObject({ error: { code: 'csrf_invalid' } });
  });
});
