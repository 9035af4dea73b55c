import { randomBytes } from 'node:crypto';
import type { OperatorSignInResponse } from '../../../src/shared/api/platform-console';
import { addOperator } from '../../../src/server/identity/operator-accounts';
import { anonymousCsrf } from './api-client';
import { API_KEY, type TestApp } from './test-app';

/** Signs a platform operator in through the console's sign-in, as the browser does. */
export async function consoleSignIn(testApp: TestApp, email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/platform/sign-in',
    headers: { 'x-api-key': API_KEY, 'x-csrf-token': await anonymousCsrf(testApp.app) },
    payload: { email, password },
  });
}

/** A new platform operator, signed in: the bearer of the console's routes. */
export async function signInOperator(testApp: TestApp): Promise<string> {
  const email = `ops-${randomBytes(4).toString('hex')}@platform.example`;
  const { password } = await addOperator(testApp.db, { email, name: 'Test Operator' }, 'test');
  const response = await consoleSignIn(testApp, email, password);
  if (response.statusCode !== 200)
    throw new Error(`console sign-in: ${response.statusCode} ${response.body}`);
  return response.json<OperatorSignInResponse>().token;
}
