import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { PasswordSignInResponse } from '../../../shared/api/second-factor';
import type { SsoCallbackQuery, SsoError } from '../../../shared/api/single-sign-on';
import { writeAudit } from '../../audit/audit.repository';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { assertNotSuspended } from '../../organization/organization.repository';
import { findAccountById } from '../accounts.repository';
import { continueSignIn } from '../sign-in.service';
import { addressKeyOf, assertNotThrottled, recordFailure } from '../sign-in-throttle';
import { openClientSecret } from './client-secret';
import { discoverProvider, issuerProblem, providerClient } from './oidc-provider';
import { accountOf, identityOf } from './sso-account';
import {
  saveAttempt,
  saveSignInCode,
  takeAttempt,
  takeSignInCode,
} from './sso-attempts.repository';
import { SsoFailure, ssoFailureOf } from './sso-failure';
import { findSsoSettings, type SsoSettingsRow } from './sso-settings.repository';

interface Client {
  ip: string;
  userAgent: string | null;
}

/** What to register at the provider: where it sends people back with the code. */
export const ssoRedirectUri = (config: Config) => `${config.publicUrl}/api/iam/sso/callback`;

/** The sign-in page that says why, of the organisation when known. */
export const ssoFailurePath = (orgId: string | null, code: SsoError) =>
  orgId
    ? `/login/${encodeURIComponent(orgId)}?sso_error=${code}`
    : `/session/signin?sso_error=${code}`;

/** The organisation a state names (`acme.<random>`); the schema has checked its shape. */
const orgOfState = (state: string | undefined) => state?.slice(0, state.indexOf('.')) || null;

/** What refuses a sign-in before the provider is asked, as a failure for the sign-in page. */
async function assertMayStart(db: Kysely<Database>, orgId: string, ip: string): Promise<void> {
  try {
    await assertNotThrottled(db, addressKeyOf(ip), new Date());
    await assertNotSuspended(db, orgId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_requests')
      throw new SsoFailure('throttled', error.message);
    if (error instanceof AppError && error.code === 'org_suspended')
      throw new SsoFailure('suspended', 'the organisation is suspended');
    throw error;
  }
}

async function providerOf(settings: SsoSettingsRow, config: Config) {
  // Saved where another rule applied (a development database run as production).
  const problem = issuerProblem(settings.issuer, config.environment);
  if (problem) throw new SsoFailure('not_configured', problem);
  const metadata = await discoverProvider(settings.issuer).catch((error: unknown) => {
    throw ssoFailureOf(error);
  });
  const secret = settings.client_secret
    ? openClientSecret(config.appSecret, settings.org_id, settings.client_secret)
    : null;
  // Sealed under another app secret (APP_SECRET changed): the administrators must enter it again.
  if (settings.client_secret && secret === null)
    throw new SsoFailure('not_configured', 'the client secret does not open with this app secret');
  return providerClient(metadata, settings.client_id, secret);
}

/**
 * The provider's authorization URL for a new sign-in to the organisation: state, nonce and PKCE
 * verifier are kept server side (sso_attempts) for the callback.
 */
export async function startSso(
  db: Kysely<Database>,
  config: Config,
  orgId: string,
  ip: string,
): Promise<string> {
  await assertMayStart(db, orgId, ip);
  const settings = await withOrg(db, orgId, (tx) => findSsoSettings(tx, orgId));
  if (!settings?.enabled) throw new SsoFailure('not_enabled');
  const provider = await providerOf(settings, config);
  const attempt = {
    state: `${orgId}.${oidc.randomState()}`,
    issuer: settings.issuer,
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  await withOrg(db, orgId, (tx) => saveAttempt(tx, orgId, attempt));
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: ssoRedirectUri(config),
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

/**
 * The claims of the ID token, completed from the UserInfo endpoint when the token lacks the
 * e-mail (providers may keep the claims a scope asks for there); its subject must match.
 */
async function claimsOf(
  provider: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<Record<string, unknown>> {
  const claims = tokens.claims();
  if (!claims) throw new SsoFailure('invalid_answer', 'no ID token');
  const complete = typeof claims.email === 'string' && claims.email_verified !== undefined;
  if (complete || !provider.serverMetadata().userinfo_endpoint) return claims;
  const info = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
  return { ...claims, ...info };
}

/** The one-time code for the account the provider's answer names (see `finishSso`). */
async function codeFor(
  db: Kysely<Database>,
  config: Config,
  orgId: string,
  query: SsoCallbackQuery & { state: string },
  rawQuery: string,
  ip: string,
): Promise<string> {
  const [attempt, settings] = await withOrg(db, orgId, async (tx) => [
    await takeAttempt(tx, orgId, query.state),
    await findSsoSettings(tx, orgId),
  ]);
  if (!attempt) throw new SsoFailure('expired', 'no live attempt for this state');
  if (!settings?.enabled) throw new SsoFailure('not_enabled');
  if (settings.issuer !== attempt.issuer)
    throw new SsoFailure('expired', 'the issuer changed during the sign-in');
  const provider = await providerOf(settings, config);
  const claims = await oidc
    .authorizationCodeGrant(provider, new URL(`${ssoRedirectUri(config)}?${rawQuery}`), {
      pkceCodeVerifier: attempt.code_verifier,
      expectedState: query.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    })
    .then((tokens) => claimsOf(provider, tokens))
    .catch((error: unknown) => {
      throw ssoFailureOf(error);
    });
  const who = identityOf(claims, settings.allowed_domains);
  return withOrg(db, orgId, async (tx) => {
    const account = await accountOf(tx, orgId, who, settings.allow_account_creation, ip);
    return saveSignInCode(tx, orgId, account.account_id);
  });
}

/**
 * The provider sent the person back: check its answer (state, PKCE, nonce, audience and issuer
 * by openid-client; a verified e-mail of an allowed domain), find the account, and answer
 * where the browser goes next: the sign-in page with a one-time code, or with the reason it
 * failed. Failures count against the address like wrong passwords and are audited.
 */
export async function finishSso(
  db: Kysely<Database>,
  config: Config,
  query: SsoCallbackQuery,
  rawQuery: string,
  ip: string,
): Promise<string> {
  const orgId = orgOfState(query.state);
  try {
    if (!orgId || !query.state) throw new SsoFailure('expired', 'no state');
    await assertMayStart(db, orgId, ip);
    const code = await codeFor(db, config, orgId, { ...query, state: query.state }, rawQuery, ip);
    return `/session/sso?org=${encodeURIComponent(orgId)}&code=${code}`;
  } catch (error) {
    const failure = ssoFailureOf(error);
    // Refused before the provider's answer was looked at: nothing was tried, nothing counts.
    const refusedFirst = failure.code === 'throttled' || failure.code === 'suspended';
    if (!refusedFirst) await recordFailure(db, addressKeyOf(ip), new Date(), config.throttle);
    // An unknown state names no organisation worth an entry (nor, maybe, one that exists).
    if (orgId && failure.code !== 'expired' && !refusedFirst)
      await withOrg(db, orgId, (tx) =>
        writeAudit(tx, {
          orgId,
          accountId: null,
          username: null,
          module: 'Login',
          action: 'sign-in-sso-failed',
          detail: { reason: failure.code, detail: failure.detail },
          ip,
        }),
      );
    return ssoFailurePath(orgId, failure.code);
  }
}

/**
 * What a one-time code from `finishSso` leads to: the code is taken, so it works once, and the
 * account must still be enabled; then the sign-in goes on as a password sign-in does after the
 * password (`continueSignIn`): the code step for an account with an authenticator, otherwise
 * the session, to enrol one first where the organisation's policy requires it.
 */
export async function exchangeSsoCode(
  db: Kysely<Database>,
  config: Config,
  input: { orgId: string; code: string },
  client: Client,
): Promise<PasswordSignInResponse> {
  const now = new Date();
  const address = addressKeyOf(client.ip);
  await assertNotThrottled(db, address, now);
  await assertNotSuspended(db, input.orgId);
  const row = await withOrg(db, input.orgId, async (tx) => {
    const accountId = await takeSignInCode(tx, input.orgId, input.code);
    return accountId ? findAccountById(tx, input.orgId, accountId) : undefined;
  });
  if (!row || row.disabled_at) {
    await recordFailure(db, address, now, config.throttle);
    throw new AppError(
      'unauthenticated',
      'This sign-in has expired or was already used. Sign in again.',
    );
  }
  return continueSignIn(db, config, row, client, 'sso');
}
