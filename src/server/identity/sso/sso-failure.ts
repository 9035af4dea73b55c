import * as oidc from 'openid-client';
import type { SsoError } from '../../../shared/api/single-sign-on';

/** A single sign-on that ends on the sign-in page with `?sso_error=<code>`. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoError,
    /** What the log and the audit trail keep (never shown to the person). */
    readonly detail: string = code,
  ) {
    super(detail);
    this.name = 'SsoFailure';
  }
}

const JWT_CLAIM_COMPARISON = 'OAUTH_JWT_CLAIM_COMPARISON_FAILED';
const JSON_ATTRIBUTE_COMPARISON = 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED';
const NETWORK_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT']);

/** What a failed check compared: `{ claim }` of an ID token, `{ attribute }` of a document. */
function comparedField(error: oidc.ClientError): string | undefined {
  const details = (error.cause instanceof Error ? error.cause.cause : error.cause) as
    { claim?: unknown; attribute?: unknown } | undefined;
  const field = details?.claim ?? details?.attribute;
  return typeof field === 'string' ? field : undefined;
}

/** A provider that answered with a redirect, which openid-client does not follow, in words. */
function redirectOf(error: oidc.ClientError): string | undefined {
  const response = error.cause;
  if (!(response instanceof Response) || response.status < 300 || response.status > 399) return;
  const to = response.headers.get('location') ?? 'nowhere';
  return `answered ${response.status}, a redirect to ${to}, which is not followed`;
}

/**
 * The sign-in page's code for what openid-client threw at discovery, at the callback's checks
 * or at the token exchange: the audience (`aud`, `azp`) and issuer checks get codes of their
 * own because an administrator can fix them; anything unexpected is rethrown.
 */
export function ssoFailureOf(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    const code = error.error === 'access_denied' ? 'cancelled' : 'provider_error';
    return new SsoFailure(
      code,
      `provider answered ${error.error}: ${error.error_description ?? ''}`,
    );
  }
  if (error instanceof oidc.ResponseBodyError)
    return new SsoFailure('provider_error', `token endpoint answered ${error.error}`);
  if (error instanceof oidc.ClientError) {
    const redirect = redirectOf(error);
    if (redirect) return new SsoFailure('invalid_answer', redirect);
    const field = comparedField(error);
    const detail = `${error.code ?? 'client error'}: ${error.message}${field ? ` (${field})` : ''}`;
    if (error.code === JWT_CLAIM_COMPARISON && (field === 'aud' || field === 'azp'))
      return new SsoFailure('wrong_audience', detail);
    if ((error.code === JWT_CLAIM_COMPARISON || error.code === JSON_ATTRIBUTE_COMPARISON) && field)
      return new SsoFailure(
        field === 'iss' || field === 'issuer' ? 'wrong_issuer' : 'invalid_answer',
        detail,
      );
    if (NETWORK_CODES.has(error.code ?? '')) return new SsoFailure('unreachable', detail);
    return new SsoFailure('invalid_answer', detail);
  }
  // fetch() throws this when the provider cannot be reached at all (refused, no such host).
  if (error instanceof TypeError && error.message === 'fetch failed')
    return new SsoFailure('unreachable', String((error.cause as Error | undefined)?.message));
  throw error;
}
