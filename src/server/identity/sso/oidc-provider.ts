import * as oidc from 'openid-client';
import type { Environment } from '../../../shared/org-flags';
import { ReadThroughCache } from '../../db/read-through-cache';

/** Seconds any one request to a provider may take (the library's default is 30). */
const TIMEOUT_SECONDS = 10;

/** Plain http is for a provider on this machine, outside production (a test's provider). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * What is wrong with an issuer URL, in words, or null. It must be https; outside production a
 * provider on this machine (localhost, 127.0.0.1) may be plain http.
 */
export function issuerProblem(issuer: string, environment: Environment): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'The issuer must be a URL such as https://accounts.google.com.';
  }
  if (url.search || url.hash || url.username || url.password)
    return 'The issuer is the bare URL: no query, fragment, user name or password.';
  if (url.protocol === 'https:') return null;
  const local = environment !== 'prod' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && local) return null;
  return environment === 'prod'
    ? 'The issuer must start with https://.'
    : 'The issuer must start with https:// (http:// only for localhost or 127.0.0.1).';
}

const insecure = (issuer: string) => new URL(issuer).protocol === 'http:';

// A provider's metadata changes rarely; the start of every sign-in reads it.
const discovered = new ReadThroughCache<oidc.ServerMetadata>({ ttlMs: 5 * 60_000, max: 500 });

/**
 * The provider's metadata (`/.well-known/openid-configuration`), whose `issuer` must be the one
 * asked for; remembered for five minutes. openid-client follows no redirect (it fetches with
 * `redirect: 'manual'`, and a redirect is no metadata), so an issuer an administrator typed
 * reaches no other host than its own. Throws the library's errors (see sso-failure.ts).
 */
export async function discoverProvider(issuer: string): Promise<oidc.ServerMetadata> {
  const metadata = await discovered.get(issuer, async () => {
    const found = await oidc.discovery(new URL(issuer), 'discovery', undefined, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(insecure(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    return found.serverMetadata();
  });
  if (!metadata) throw new Error(`no metadata for ${issuer}`);
  return metadata;
}

/**
 * The app as the provider's client: `client_secret_basic` (the default of OpenID Connect
 * Discovery) unless the provider lists only `client_secret_post`; no secret, a public client.
 */
export function providerClient(
  metadata: oidc.ServerMetadata,
  clientId: string,
  secret: string | null,
): oidc.Configuration {
  const methods = metadata.token_endpoint_auth_methods_supported;
  const auth =
    secret === null
      ? oidc.None()
      : methods?.length && !methods.includes('client_secret_basic')
        ? oidc.ClientSecretPost(secret)
        : oidc.ClientSecretBasic(secret);
  const config = new oidc.Configuration(metadata, clientId, undefined, auth);
  config.timeout = TIMEOUT_SECONDS;
  if (insecure(metadata.issuer)) oidc.allowInsecureRequests(config);
  return config;
}
