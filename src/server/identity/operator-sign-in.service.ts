import type { Kysely } from 'kysely';
import type {
  OperatorSignInRequest,
  OperatorSignInResponse,
} from '../../shared/api/platform-console';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { verifySecret } from './passwords';
import {
  assertNotThrottled,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { sessionToken } from './tokens';
import { auditPlatform } from '../audit/platform-audit';
import { createPlatformSession, findOperatorByEmail, operatorName } from './operators.repository';

/** "platform" is a reserved organisation id: no organisation's session or counters share it. */
export const PLATFORM = 'platform';

/**
 * Signs a platform operator in by e-mail and password, throttled like an organisation's
 * sign-in (under the reserved id "platform"); the answer never says whether the e-mail exists.
 */
export async function signInOperator(
  db: Kysely<Database>,
  config: Config,
  input: OperatorSignInRequest,
  client: { ip: string; userAgent: string | null },
): Promise<OperatorSignInResponse> {
  const now = new Date();
  const keys = throttleKeys(PLATFORM, input.email, client.ip);
  await assertNotThrottled(db, keys, now);
  const operator = await findOperatorByEmail(db, input.email);
  const passwordOk = await verifySecret(operator?.password_hash ?? null, input.password);
  if (!operator || !passwordOk || operator.disabled_at) {
    await recordFailure(db, keys, now, config.throttle);
    throw new AppError('unauthenticated', 'Incorrect e-mail or password.');
  }
  const token = sessionToken(PLATFORM);
  await createPlatformSession(db, {
    operatorId: operator.operator_id,
    token,
    ttlHours: config.sessionTtlHours,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await db
    .updateTable('platform_operators')
    .set({ last_sign_in_at: now })
    .where('operator_id', '=', operator.operator_id)
    .execute();
  await auditPlatform(db, {
    by: operatorName(operator.email),
    action: 'operator-signed-in',
    ip: client.ip,
  });
  await clearAddressFailures(db, keys);
  return { token, operator: { email: operator.email, name: operator.name } };
}
