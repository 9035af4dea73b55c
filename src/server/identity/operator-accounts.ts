import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { parsePart } from '../http/parse-part';
import { hashSecret } from './passwords';
import { auditPlatform, type Operator } from '../audit/platform-audit';
import { findOperatorByEmail, revokePlatformSessions } from './operators.repository';

const NewOperatorSchema = Type.Object({
  email: Type.String({ title: 'E-mail', format: 'email', maxLength: 254 }),
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 100 }),
});

/**
 * Adds a platform operator with a generated password (144 random bits), returned once: the
 * operator at the command line hands it over. Audited in the platform's trail.
 */
export async function addOperator(
  db: Kysely<Database>,
  input: { email: string; name: string },
  by: Operator,
): Promise<{ password: string }> {
  const { email, name } = parsePart(NewOperatorSchema, input, '', 'The operator');
  if (await findOperatorByEmail(db, email))
    throw new AppError('conflict', `An operator with the e-mail "${email}" already exists.`);
  const password = randomBytes(18).toString('base64url');
  await db
    .insertInto('platform_operators')
    .values({ email, name: name.trim() || email, password_hash: await hashSecret(password) })
    .execute();
  await auditPlatform(db, { by, action: 'operator-added', detail: { email } });
  return { password };
}

/** Disables an operator: their sessions end at once and they sign in no more. Audited. */
export async function removeOperator(
  db: Kysely<Database>,
  email: string,
  by: Operator,
): Promise<void> {
  const operator = await findOperatorByEmail(db, email);
  if (!operator || operator.disabled_at)
    throw new AppError('not_found', `There is no active operator with the e-mail "${email}".`);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('platform_operators')
      .set({ disabled_at: new Date() })
      .where('operator_id', '=', operator.operator_id)
      .execute();
    await revokePlatformSessions(tx, { operatorId: operator.operator_id });
    await auditPlatform(tx, { by, action: 'operator-removed', detail: { email: operator.email } });
  });
}
