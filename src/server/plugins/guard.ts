import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { can, type Capability } from '../../shared/access/capabilities';
import { grantsOf, type Grants } from '../../shared/access/grants';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { NO_ACCOUNT } from '../identity/account-links';
import {
  findLiveIntegrationToken,
  isIntegrationToken,
  parseIntegrationToken,
} from '../identity/integration-tokens.repository';
import { findLiveSession } from '../identity/sessions.repository';
import { findLivePlatformSession, type OperatorPrincipal } from '../identity/operators.repository';
import { PLATFORM } from '../identity/operator-sign-in.service';
import { parseSessionToken, verifyCsrfToken } from '../identity/tokens';

export interface Principal {
  orgId: string;
  accountId: string;
  sessionId: string;
  username: string;
  /** The roles held and what they allow (shared/access). */
  grants: Grants;
  /** A person's session, or another system's integration token (no account, no CSRF). */
  via: 'session' | 'token';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'session' (default): a live session whose org equals x-org-id; 'optional'; 'none';
     * 'platform': a platform operator's session (the console), and nothing else.
     */
    auth?: 'session' | 'optional' | 'none' | 'platform';
    /** What the caller must hold; omitted means anyone signed in. */
    permission?: Capability;
    /** A POST that only reads (version, permissions, lists) needs no CSRF token. */
    readOnly?: boolean;
    /** Public files (logos) are fetched by <img>, which cannot send x-api-key. */
    apiKey?: boolean;
    /**
     * Open to a first sign-in that has not changed its password yet (the change itself, the
     * session's own account, sign-out); every other signed-in route refuses it.
     */
    firstSignIn?: boolean;
    /**
     * Open to a session that must enrol a second factor first (the enrolment itself), besides
     * what is open to a first sign-in; every other signed-in route refuses it.
     */
    secondFactorEnrolment?: boolean;
    /** About the caller's own account (session, password, authenticator): no integration token. */
    person?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    operator: OperatorPrincipal | null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A credential that names its organisation (a session, a kiosk's token, an e-mailed link, an
 * organisation in the body) must name the one in x-org-id when the request sends that header:
 * one organisation's page never acts on another's behalf.
 */
export function assertSameOrg(request: FastifyRequest, orgId: string, what: string): void {
  const claimed = header(request, 'x-org-id');
  if (claimed !== undefined && claimed !== orgId)
    throw new AppError('org_mismatch', `The x-org-id header does not match ${what}.`);
}

/** The operator of a console route; the guard has already refused the request otherwise. */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new AppError('unauthenticated', 'Sign in to the console.');
  return request.operator;
}

/** The principal of a signed-in route; the guard has already refused the request otherwise. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.principal;
}

/**
 * Checks, in order, what every /api request must carry: the API key, then the session (its
 * organisation must be the one in x-org-id, a first sign-in must change its password first,
 * and one that must enrol a second factor do that next), then the permission, then a CSRF token
 * on writes. Runs before the body is read, so refused requests cost little.
 */
export function registerGuard(app: FastifyInstance, db: Kysely<Database>, config: Config): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.config;
    // Decided on the route the router matched, not on the raw address: the router decodes
    // percent-escapes, so /%61pi/... reaches /api/... routes. The OpenAPI document and its
    // viewer are public; unknown paths fall through to the 404.
    const matched = request.routeOptions.url;
    if (!matched?.startsWith('/api/') || matched.startsWith('/api/docs')) return;
    const bearer = header(request, 'authorization')?.match(/^Bearer (.+)$/i)?.[1];
    const integration = bearer !== undefined && isIntegrationToken(bearer);
    // The key names the web client, not a caller: integrations authenticate by their token.
    if (route.apiKey !== false && !integration && header(request, 'x-api-key') !== config.apiKey) {
      throw new AppError('api_key_invalid', 'A valid x-api-key header is required.');
    }
    const auth = route.auth ?? 'session';
    // The console and the organisations never take each other's sessions. Its bearer sits in
    // a header no other site can make a browser send: nothing to forge, so no CSRF token.
    const platformBearer = bearer?.startsWith(`${PLATFORM}.`) ?? false;
    if (auth === 'platform') {
      request.operator = platformBearer ? await findLivePlatformSession(db, bearer!) : null;
      if (!request.operator) throw new AppError('unauthenticated', 'Sign in to the console.');
      return;
    }
    if (platformBearer)
      throw new AppError(
        'unauthenticated',
        "A platform operator's session opens only the console.",
      );
    if (auth !== 'none' && bearer && integration) {
      request.principal = await authenticateIntegration(db, bearer, header(request, 'x-org-id'));
    } else if (auth !== 'none' && bearer) {
      const { principal, mustChangePassword, mustEnrolSecondFactor } = await authenticate(
        db,
        bearer,
        header(request, 'x-org-id'),
      );
      request.principal = principal;
      if (auth === 'session' && mustChangePassword && !route.firstSignIn)
        throw new AppError('password_change_required', 'Change your password before you continue.');
      const opensToEnrolment = route.firstSignIn || route.secondFactorEnrolment;
      if (auth === 'session' && mustEnrolSecondFactor && !opensToEnrolment)
        throw new AppError('second_factor_enrolment_required', 'Set up two-step sign-in first.');
    }
    if (auth === 'session' && !request.principal)
      throw new AppError('unauthenticated', 'Sign in to continue.');
    if (route.person && request.principal?.via === 'token')
      throw new AppError('forbidden', 'An integration token acts for no person; sign in instead.');
    if (route.permission && request.principal && !can(request.principal.grants, route.permission)) {
      throw new AppError('forbidden', 'Sorry, you do not have a permission to view this page');
    }
    const writes = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !route.readOnly;
    // A token is sent by a program, never by a browser on a page's behalf: nothing to forge.
    if (writes && request.principal?.via !== 'token') {
      const binding = request.principal?.sessionId ?? 'anonymous';
      const token = header(request, 'x-csrf-token');
      if (!token || !verifyCsrfToken(config.appSecret, token, binding)) {
        throw new AppError(
          'csrf_invalid',
          'The x-csrf-token header is missing or expired; fetch a new one from /api/iam/authorize/token.',
        );
      }
    }
  });
  // Sign-in, password resets and the audit call name their organisation in the body too.
  app.addHook('preHandler', async (request) => {
    const orgId = (request.body as { orgId?: unknown } | undefined)?.orgId;
    if (typeof orgId === 'string')
      assertSameOrg(request, orgId, 'the organisation in the request body');
  });
}

/** An integration token: its organisation must be the x-org-id's; it holds only its scopes. */
async function authenticateIntegration(
  db: Kysely<Database>,
  bearer: string,
  orgHeader: string | undefined,
): Promise<Principal> {
  const parsed = parseIntegrationToken(bearer);
  if (!parsed) throw new AppError('unauthenticated', 'The integration token is not valid.');
  if (orgHeader !== parsed.orgId)
    throw new AppError('org_mismatch', 'The x-org-id header does not match the token.');
  const token = await findLiveIntegrationToken(db, parsed.orgId, parsed.secret);
  if (!token)
    throw new AppError('unauthenticated', 'The integration token is revoked, expired or unknown.');
  return {
    orgId: parsed.orgId,
    accountId: NO_ACCOUNT,
    sessionId: `token:${token.token_id}`,
    username: `token:${token.name}`,
    grants: grantsOf([], token.scopes),
    via: 'token',
  };
}

async function authenticate(
  db: Kysely<Database>,
  bearer: string,
  orgHeader: string | undefined,
): Promise<{ principal: Principal; mustChangePassword: boolean; mustEnrolSecondFactor: boolean }> {
  const parsed = parseSessionToken(bearer);
  if (!parsed) throw new AppError('unauthenticated', 'Your session is not valid. Sign in again.');
  if (!orgHeader) throw new AppError('org_mismatch', 'The x-org-id header is required.');
  if (orgHeader !== parsed.orgId)
    throw new AppError('org_mismatch', 'The x-org-id header does not match your session.');
  const session = await findLiveSession(db, parsed.orgId, parsed.token);
  if (!session) throw new AppError('unauthenticated', 'Your session has ended. Sign in again.');
  return {
    principal: {
      orgId: parsed.orgId,
      accountId: session.account_id,
      sessionId: session.session_id,
      username: session.username,
      grants: grantsOf(session.roles, session.granted),
      via: 'session',
    },
    mustChangePassword: session.status === 'Change Password',
    mustEnrolSecondFactor: session.must_enrol_second_factor,
  };
}
