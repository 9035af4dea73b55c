import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { sha256 } from './tokens';

/** The operator a platform session belongs to, as the guard hands it to the console's routes. */
export interface OperatorPrincipal {
  operatorId: string;
  email: string;
  name: string;
  sessionId: string;
}

/** How the audit trails name an operator of the console. */
export const operatorName = (email: string) => `operator:${email.toLowerCase()}`;

// Platform tables are read outside any organisation's transaction: their row-level security
// hides them from every transaction that names an organisation.

export const findOperatorByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('platform_operators')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

export async function createPlatformSession(
  db: Kysely<Database>,
  values: {
    operatorId: string;
    token: string;
    ttlHours: number;
    ip: string;
    userAgent: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('platform_sessions')
    .values({
      operator_id: values.operatorId,
      token_hash: sha256(values.token),
      expires_at: new Date(Date.now() + values.ttlHours * 3600 * 1000),
      ip: values.ip,
      user_agent: values.userAgent,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

/** The live session of an enabled operator by its token; null otherwise. Never cached. */
export async function findLivePlatformSession(
  db: Kysely<Database>,
  token: string,
): Promise<OperatorPrincipal | null> {
  const row = await db
    .selectFrom('platform_sessions as s')
    .innerJoin('platform_operators as o', 'o.operator_id', 's.operator_id')
    .select(['s.session_id', 'o.operator_id', 'o.email', 'o.name'])
    .where('s.token_hash', '=', sha256(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .where('o.disabled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { operatorId: row.operator_id, email: row.email, name: row.name, sessionId: row.session_id }
    : null;
}

export async function revokePlatformSessions(
  db: Kysely<Database>,
  where: { sessionId: string } | { operatorId: string },
): Promise<void> {
  let query = db
    .updateTable('platform_sessions')
    .set({ revoked_at: new Date() })
    .where('revoked_at', 'is', null);
  query =
    'sessionId' in where
      ? query.where('session_id', '=', where.sessionId)
      : query.where('operator_id', '=', where.operatorId);
  await query.execute();
}
