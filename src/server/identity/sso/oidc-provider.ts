import * as oidc from 'openid-client';
import { ReadThroughCache } from '../../db/read-through-cache';

/** Seconds any one request to a provider may take (the library's default is 30). */
const TIMEOUT_SECONDS = 10;

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * What is wrong with an issuer URL, in words, or null. It must be https, but for a provider on
 * this machine (loopback), which may be plain http, as a test's is.
 */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'The issuer must be a URL such as https://accounts.google.com.';
  }
  if (url.search || url.hash || url.username || url.password)
    return 'The issuer is the bare URL: no query, fragment, user name or password.';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
    return null;
  return 'The issuer must start with https://.';
}

const insecure = (issuer: string) => new URL(issuer).protocol === 'http:';

// A provider's metadata changes rarely; the start of every sign-in reads it.
const discovered = new ReadThroughCache<oidc.ServerMetadata>({ ttlMs: 5 * 60_000, max: 500 });

/**
 * The provider's metadata (`/.well-known/openid-configuration`), whose `issuer` must be the one
 * asked for; remembered for five minutes. Throws the library's errors (see sso-failure.ts).
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
