import type { Kysely } from 'kysely';
import { renderSVG } from 'uqr';
import type {
  DisableSecondFactorRequest,
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '../../shared/api/second-factor';
import { requiresSecondFactor } from '../../shared/sign-in-policy';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { AppError, fieldError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { recheckPassword } from './password.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import {
  acceptTimeStep,
  countRecoveryCodesLeft,
  deleteSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecondFactor,
  spendRecoveryCode,
  type SecondFactorRow,
} from './second-factor.repository';
import { releaseEnrolmentSessions, revokeAccountSessions } from './sessions.repository';
import { signInPolicyOf } from './sign-in-policy.repository';
import {
  assertNotThrottled,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { openSecret, sealSecret } from './sealed-secret';
import { acceptedTimeStep, newTotpSecret, otpauthUri, sealingKey } from './totp';

const MODULE = 'Account';
const NOT_ON = 'Two-step sign-in is not on for this account.';
export const WRONG_CODE = 'That code is not right, or it was used already. Try the newest code.';

/** What a sealed secret is bound to: it opens only on its own account's row. */
const bindingOf = (orgId: string, accountId: string) => `${orgId}:${accountId}`;

const openFactor = (config: Config, factor: SecondFactorRow) =>
  openSecret(
    sealingKey(config.appSecret),
    factor.secret_sealed,
    bindingOf(factor.org_id, factor.account_id),
  );

const timeStepAccepted = async (config: Config, factor: SecondFactorRow, code: string) =>
  acceptedTimeStep(
    openFactor(config, factor),
    code.replace(/\s/g, ''),
    factor.last_time_step === null ? null : Number(factor.last_time_step),
  );

/**
 * Checks a code against the account's confirmed authenticator (6 digits) or its unused recovery
 * codes, and spends what it accepts: the authenticator's time step, or the recovery code
 * (audited). Null for a wrong, used or replayed code.
 */
export async function spendSecondFactorCode(
  tx: Tx,
  config: Config,
  factor: SecondFactorRow,
  code: string,
  audit: { username: string; ip: string },
): Promise<'authenticator' | 'recovery-code' | null> {
  if (!factor.confirmed_at) return null;
  const { org_id: orgId, account_id: accountId } = factor;
  if (/^[0-9]{6}$/.test(code.replace(/\s/g, ''))) {
    const step = await timeStepAccepted(config, factor, code);
    return step !== null && (await acceptTimeStep(tx, orgId, accountId, step))
      ? 'authenticator'
      : null;
  }
  if (!(await spendRecoveryCode(tx, orgId, accountId, hashRecoveryCode(code)))) return null;
  const left = await countRecoveryCodesLeft(tx, orgId, accountId);
  await writeAudit(tx, {
    orgId,
    accountId,
    username: audit.username,
    module: MODULE,
    action: 'recovery-code-used',
    detail: { recoveryCodesLeft: left },
    ip: audit.ip,
  });
  return 'recovery-code';
}

/** A refused code is audited in a transaction of its own (the caller's rolls back). */
export async function auditWrongCode(
  db: Kysely<Database>,
  who: { orgId: string; accountId: string; username: string },
  ip: string,
): Promise<void> {
  await withOrg(db, who.orgId, (tx) =>
    writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Login',
      action: 'second-factor-failed',
      ip,
    }),
  );
}

/**
 * Runs `work` once `code` was accepted, in the same transaction. Like a password typed again,
 * a wrong code counts as a failed sign-in of the account from this address.
 */
async function withCheckedCode<T>(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  ip: string,
  code: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const now = new Date();
  const keys = throttleKeys(who.orgId, who.username, ip);
  await assertNotThrottled(db, keys, now);
  const outcome = await withOrg(db, who.orgId, async (tx) => {
    const factor = await findSecondFactor(tx, who.orgId, who.accountId);
    if (!factor?.confirmed_at) throw new AppError('conflict', NOT_ON);
    const accepted = await spendSecondFactorCode(tx, config, factor, code, {
      username: who.username,
      ip,
    });
    return accepted ? { value: await work(tx) } : null;
  });
  if (!outcome) {
    await recordFailure(db, keys, now, config.throttle);
    await auditWrongCode(db, who, ip);
    throw fieldError('/code', WRONG_CODE);
  }
  await clearAddressFailures(db, keys);
  return outcome.value;
}

/** Whether the organisation requires a second factor of this person. */
const isRequired = async (tx: Tx, who: Principal) =>
  requiresSecondFactor(await signInPolicyOf(tx, who.orgId), who.grants.roles);

export function secondFactorStatus(db: Kysely<Database>, who: Principal) {
  return withOrg(db, who.orgId, async (tx): Promise<SecondFactorStatus> => {
    const factor = await findSecondFactor(tx, who.orgId, who.accountId);
    const enabled = Boolean(factor?.confirmed_at);
    return {
      enabled,
      enrolledAt: factor?.confirmed_at?.toISOString() ?? null,
      recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(tx, who.orgId, who.accountId) : 0,
      required: await isRequired(tx, who),
    };
  });
}

/**
 * Starts an enrolment: a new secret, kept sealed and unconfirmed (sign-in ignores it) until a
 * code from the app proves it was scanned. Shown this once; a second start replaces it.
 */
export function startEnrolment(db: Kysely<Database>, config: Config, who: Principal) {
  return withOrg(db, who.orgId, async (tx): Promise<SecondFactorEnrolment> => {
    const org = await tx
      .selectFrom('organizations')
      .select('trade_name')
      .where('org_id', '=', who.orgId)
      .executeTakeFirstOrThrow();
    const secret = newTotpSecret();
    const sealed = sealSecret(
      sealingKey(config.appSecret),
      secret,
      bindingOf(who.orgId, who.accountId),
    );
    if (!(await savePendingSecondFactor(tx, who.orgId, who.accountId, sealed)))
      throw new AppError(
        'conflict',
        'Two-step sign-in is already on. Turn it off first to move it to another phone.',
      );
    const uri = otpauthUri(org.trade_name, who.username, secret);
    const svg = renderSVG(uri, { ecc: 'M', border: 4, pixelSize: 6 });
    return {
      otpauthUri: uri,
      secret,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  });
}

/** Fresh recovery codes for the account: stored hashed, returned this once. */
async function issueRecoveryCodes(tx: Tx, who: Principal): Promise<RecoveryCodes> {
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, who.orgId, who.accountId, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}

/**
 * Confirms an enrolment with the app's first code: from now on sign-in asks for a code, the
 * account's sessions that had to enrol are free, and the recovery codes are shown once.
 */
export function confirmEnrolment(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  code: string,
  ip: string,
) {
  return withOrg(db, who.orgId, async (tx): Promise<RecoveryCodes> => {
    const factor = await findSecondFactor(tx, who.orgId, who.accountId);
    if (!factor) throw new AppError('conflict', 'Start the set-up again: scan a new QR code.');
    if (factor.confirmed_at) throw new AppError('conflict', 'Two-step sign-in is already on.');
    const step = await timeStepAccepted(config, factor, code);
    if (step === null || !(await acceptTimeStep(tx, who.orgId, who.accountId, step)))
      throw fieldError(
        '/code',
        'That code is not right. Check that the time on your phone is set automatically, and use the newest code.',
      );
    const codes = await issueRecoveryCodes(tx, who);
    await releaseEnrolmentSessions(tx, who.orgId, who.accountId);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: MODULE,
      action: 'second-factor-enrolled',
      ip,
    });
    return codes;
  });
}

/** New recovery codes, after a current code; the old ones stop working. */
export function regenerateRecoveryCodes(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  code: string,
  ip: string,
): Promise<RecoveryCodes> {
  return withCheckedCode(db, config, who, ip, code, async (tx) => {
    const codes = await issueRecoveryCodes(tx, who);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: MODULE,
      action: 'recovery-codes-regenerated',
      ip,
    });
    return codes;
  });
}

async function removeOwnSecondFactor(tx: Tx, who: Principal, ip: string): Promise<void> {
  if (!(await deleteSecondFactor(tx, who.orgId, who.accountId))?.confirmed_at)
    throw new AppError('conflict', NOT_ON);
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: MODULE,
    action: 'second-factor-disabled',
    ip,
  });
}

/**
 * Turns two-step sign-in off after a current code or the password, unless the organisation
 * requires it of the person's role (then only an administrator's reset removes it).
 */
export async function disableSecondFactor(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  input: DisableSecondFactorRequest,
  ip: string,
): Promise<void> {
  if (!input.code && !input.password)
    throw fieldError('/code', 'Enter a code from your authenticator app, or your password.');
  if (await withOrg(db, who.orgId, (tx) => isRequired(tx, who)))
    throw new AppError(
      'conflict',
      'Your organisation requires two-step sign-in for your role, so it cannot be turned off. If you lost your phone, ask an administrator to reset it.',
    );
  if (input.code) {
    await withCheckedCode(db, config, who, ip, input.code, (tx) =>
      removeOwnSecondFactor(tx, who, ip),
    );
    return;
  }
  await recheckPassword(db, config, who, ip, {
    path: '/password',
    password: input.password ?? '',
    wrong: 'Password is incorrect.',
  });
  await withOrg(db, who.orgId, (tx) => removeOwnSecondFactor(tx, who, ip));
}

/**
 * An administrator removes someone's second factor (a lost phone): their sessions end, and
 * they sign in with the password alone, or enrol again where the organisation requires it.
 */
export function resetSecondFactor(
  db: Kysely<Database>,
  who: Principal,
  accountId: string,
  ip: string,
) {
  return withOrg(db, who.orgId, async (tx) => {
    const account = await tx
      .selectFrom('accounts')
      .select('username')
      .where('org_id', '=', who.orgId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw new AppError('not_found', 'No such account in this organisation.');
    if (!(await deleteSecondFactor(tx, who.orgId, accountId))?.confirmed_at)
      throw new AppError('conflict', NOT_ON);
    await revokeAccountSessions(tx, who.orgId, accountId);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: MODULE,
      action: 'second-factor-reset',
      detail: { target: account.username },
      ip,
    });
  });
}
