import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { AccountSecondFactorsTable, Database } from '../db/database';
import type { Tx } from '../db/tenant';

export type SecondFactorRow = Selectable<AccountSecondFactorsTable>;

export const findSecondFactor = (tx: Tx, orgId: string, accountId: string) =>
  tx
    .selectFrom('account_second_factors')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/** True in a select on `accounts` when the account signs in with a confirmed authenticator. */
export const hasSecondFactor = (eb: ExpressionBuilder<Database, 'accounts'>) =>
  eb
    .exists(
      eb
        .selectFrom('account_second_factors as factor')
        .select('factor.account_id')
        .whereRef('factor.org_id', '=', 'accounts.org_id')
        .whereRef('factor.account_id', '=', 'accounts.account_id')
        .where('factor.confirmed_at', 'is not', null),
    )
    .$castTo<boolean>();

/**
 * Keeps a new, unconfirmed secret for the account, replacing an earlier unconfirmed one; a
 * confirmed authenticator is left as it is (and nothing is returned).
 */
export const savePendingSecondFactor = (
  tx: Tx,
  orgId: string,
  accountId: string,
  secretSealed: Buffer,
) =>
  tx
    .insertInto('account_second_factors')
    .values({ org_id: orgId, account_id: accountId, secret_sealed: secretSealed })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'account_id'])
        .doUpdateSet({ secret_sealed: secretSealed, created_at: new Date() })
        .where('account_second_factors.confirmed_at', 'is', null),
    )
    .returning('account_id')
    .executeTakeFirst();

/**
 * Takes `timeStep` as the account's last accepted one, unless that one is as late already (a
 * code used twice, or by two requests at once: one of them wins). Confirms a pending enrolment.
 */
export async function acceptTimeStep(
  tx: Tx,
  orgId: string,
  accountId: string,
  timeStep: number,
): Promise<boolean> {
  const row = await tx
    .updateTable('account_second_factors')
    .set({
      last_time_step: timeStep,
      confirmed_at: sql<Date>`coalesce(confirmed_at, now())`,
    })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', String(timeStep))]),
    )
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the authenticator and its recovery codes. */
export const deleteSecondFactor = (tx: Tx, orgId: string, accountId: string) =>
  tx
    .deleteFrom('account_second_factors')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .returning('confirmed_at')
    .executeTakeFirst();

/** The account's recovery codes are these (hashed) from now on; the old ones stop working. */
export async function replaceRecoveryCodes(
  tx: Tx,
  orgId: string,
  accountId: string,
  hashes: Buffer[],
): Promise<void> {
  await tx
    .deleteFrom('account_recovery_codes')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .execute();
  await tx
    .insertInto('account_recovery_codes')
    .values(hashes.map((hash) => ({ org_id: orgId, account_id: accountId, code_hash: hash })))
    .execute();
}

/** Spends an unused recovery code; false when there is none such. */
export async function spendRecoveryCode(
  tx: Tx,
  orgId: string,
  accountId: string,
  hash: Buffer,
): Promise<boolean> {
  const row = await tx
    .updateTable('account_recovery_codes')
    .set({ used_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(
  tx: Tx,
  orgId: string,
  accountId: string,
): Promise<number> {
  const row = await tx
    .selectFrom('account_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
