import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

/** What the provider says about a person: the ID token's claims besides `sub`. */
export interface PersonClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface ProviderClient {
  clientId: string;
  secret: string;
}

/** The app's client at the provider, with the redirect URI the app registers. */
export const APP_CLIENT: ProviderClient = { clientId: 'hcm-app', secret: 'hcm-app-secret' };
/**
 * A client id the provider answers for as another client: its ID tokens name `hcm-app` as
 * their audience, as a provider mixed up by a wrong registration would.
 */
export const ALIASED_CLIENT: ProviderClient = { clientId: 'hcm-alias', secret: 'hcm-app-secret' };

interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

/** The part of oidc-provider's request context a grant is made from. */
interface GrantContext {
  oidc: {
    client: { clientId: string };
    session: {
      accountId: string;
      ensureClientContainer(clientId: string): void;
      grantIdFor(clientId: string, grantId: string): void;
    };
    provider: { Grant: new (values: { clientId: string; accountId: string }) => Grant };
  };
}

export interface TestProvider {
  issuer: string;
  /** The people who may sign in, by login; a test changes them as it needs. */
  people: Map<string, PersonClaims>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port: the app's client, people whose
 * claims the test controls, and the library's development sign-in and consent pages, which a
 * test drives with plain HTTP (`signInAtProvider`).
 */
export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, PersonClaims>();
  const client = {
    client_id: APP_CLIENT.clientId,
    client_secret: APP_CLIENT.secret,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [client],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    // Asked for the alias, the store hands back the app's registration under its own id.
    adapter: class extends MemoryAdapter {
      override async find(id: string) {
        if (this.model === 'Client') return id === ALIASED_CLIENT.clientId ? client : undefined;
        return super.find(id);
      }
    },
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => ({ sub: accountId, ...people.get(accountId) }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The app is first-party here: its people agreed to share these claims, so no consent step.
    loadExistingGrant: async (ctx: GrantContext) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      // Codes name the grant the session keeps under the registration's own id (the alias's too).
      ctx.oidc.session.ensureClientContainer(ctx.oidc.client.clientId);
      ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId, grantId);
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-provider-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    people,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for one host, enough for the provider's interaction and session cookies. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Goes through the provider's pages as a browser would, from the authorization URL the app
 * redirected to: the sign-in form submitted as `login` (or abandoned with its cancel link),
 * redirects followed by hand with the cookies they set, until the provider sends the browser
 * back to `returnTo`. Answers that address (the app's callback with its query).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  returnTo: string,
  { cancel = false } = {},
): Promise<string> {
  const jar = new CookieJar();
  let request: { url: string; form?: Record<string, string> } = { url: authorizationUrl };
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header,
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form ? new URLSearchParams(request.form).toString() : null,
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url).href;
      if (next.startsWith(returnTo)) return next;
      request = { url: next };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    const formUrl = new URL(action, request.url).href;
    request = cancel
      ? { url: `${formUrl}/abort` }
      : {
          url: formUrl,
          form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
        };
  }
  throw new Error('the provider never sent the browser back');
}
