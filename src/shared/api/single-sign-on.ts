import { Type, type Static } from 'typebox';
import { OrgIdSchema } from './identity';
import { SUSPENDED_MESSAGE } from './organization';

// Single sign-on: an organisation's people sign in with their company identity through
// OpenID Connect. The administrators keep the provider's settings; the sign-in page reads
// whether it is on from the organisation's public resources.

/** A domain people's e-mail addresses end in (`example.com`), in lower case. */
const DomainSchema = Type.String({
  minLength: 3,
  maxLength: 253,
  pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
  errorMessage: 'must be a domain such as example.com, in lower case',
});

const IssuerSchema = Type.String({
  minLength: 8,
  maxLength: 500,
  pattern: '^https?://',
  errorMessage: 'must be the provider’s issuer URL, starting with https://',
});

/** `PUT /api/organization/sso`: the provider and the rules of sign-in with it. */
export const SsoSettingsRequestSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    /** Names the provider on the sign-in button: "Sign in with <label>". */
    label: Type.String({ minLength: 1, maxLength: 60 }),
    issuer: IssuerSchema,
    clientId: Type.String({ minLength: 1, maxLength: 255 }),
    /** Written only: absent keeps the secret already stored. */
    clientSecret: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    /** Someone the provider vouches for but who has no account gets one (role employee). */
    allowAccountCreation: Type.Boolean(),
    /** Off: only holders of settings.manage sign in with a password; everyone else uses the provider. */
    passwordSignIn: Type.Boolean(),
    /** Empty: any domain the provider vouches for. */
    allowedDomains: Type.Array(DomainSchema, { maxItems: 50, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SsoSettingsRequest = Static<typeof SsoSettingsRequestSchema>;

/** The settings as the administrators see them: never the secret, only whether one is kept. */
export const SsoSettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  label: Type.String(),
  issuer: Type.String(),
  clientId: Type.String(),
  hasSecret: Type.Boolean(),
  allowAccountCreation: Type.Boolean(),
  passwordSignIn: Type.Boolean(),
  allowedDomains: Type.Array(Type.String()),
  /** What to register at the provider as the redirect (callback) URI. */
  redirectUri: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SsoSettings = Static<typeof SsoSettingsSchema>;

/** `POST /api/organization/sso/test`: discovery against an issuer, before or after saving it. */
export const SsoTestRequestSchema = Type.Object(
  { issuer: IssuerSchema },
  { additionalProperties: false },
);
export type SsoTestRequest = Static<typeof SsoTestRequestSchema>;

export const SsoTestResultSchema = Type.Union([
  Type.Object({
    ok: Type.Literal(true),
    issuer: Type.String(),
    authorizationEndpoint: Type.String(),
    tokenEndpoint: Type.String(),
    /** Whether the provider says it supports PKCE (S256); the app sends it regardless. */
    pkce: Type.Boolean(),
  }),
  Type.Object({ ok: Type.Literal(false), message: Type.String() }),
]);
export type SsoTestResult = Static<typeof SsoTestResultSchema>;

export const SsoStartParamsSchema = Type.Object({ orgId: OrgIdSchema });

/** The state the app sends: the organisation, a dot, and the random part (`acme.<random>`). */
const StateSchema = Type.String({
  maxLength: 200,
  pattern: '^[a-z0-9][a-z0-9-]*\\.[A-Za-z0-9_-]{20,}$',
  errorMessage: 'must be the state this app sent',
});

/**
 * The provider's answer (OpenID Connect Core 3.1.2.5 and 3.1.2.6, RFC 9207). Codes are opaque
 * and some providers' are long; the object stays open because providers add parameters of
 * their own (`session_state`, `scope`, `authuser`...).
 */
export const SsoCallbackQuerySchema = Type.Object({
  state: Type.Optional(StateSchema),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  iss: Type.Optional(Type.String({ format: 'uri', maxLength: 500 })),
  error: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SsoCallbackQuery = Static<typeof SsoCallbackQuerySchema>;

/** `POST /api/iam/sso/exchange`: the one-time code the callback handed the sign-in page. */
export const SsoExchangeRequestSchema = Type.Object(
  { orgId: OrgIdSchema, code: Type.String({ minLength: 20, maxLength: 100 }) },
  { additionalProperties: false },
);
export type SsoExchangeRequest = Static<typeof SsoExchangeRequestSchema>;

/**
 * Why a single sign-on did not end in a session: the short code the callback puts in the
 * sign-in page's address (`?sso_error=`), with what the page says.
 */
export const SSO_ERRORS = {
  not_enabled: 'Single sign-on is not turned on for this organisation.',
  expired: 'The sign-in took too long or was already used. Start again.',
  cancelled: 'The sign-in was cancelled at the identity provider.',
  provider_error:
    'The identity provider refused the sign-in. Try again, or ask your administrator.',
  unreachable: 'The identity provider could not be reached. Try again in a moment.',
  wrong_audience:
    'The identity provider answered for another application: the client ID in the single sign-on settings does not match the provider’s. Ask your administrator.',
  wrong_issuer:
    'The answer came from another identity provider than the one configured. Ask your administrator.',
  invalid_answer: 'The identity provider’s answer did not pass the checks. Start again.',
  email_missing: 'The identity provider did not give your e-mail address.',
  email_unverified:
    'The identity provider has not verified your e-mail address. Verify it there, then try again.',
  domain_not_allowed: 'Accounts of your e-mail domain may not sign in to this organisation.',
  no_account:
    'There is no account with your e-mail address in this organisation. Ask your administrator to add you.',
  ambiguous:
    'More than one account has your e-mail address in this organisation. Ask your administrator.',
  account_disabled: 'Your account is disabled. Ask your administrator to enable it.',
  throttled: 'Too many failed sign-ins from your network. Try again later.',
  not_configured:
    'The single sign-on settings are incomplete. Ask your administrator to check them.',
  suspended: SUSPENDED_MESSAGE,
} as const;
export type SsoError = keyof typeof SSO_ERRORS;

export const isSsoError = (code: string): code is SsoError => Object.hasOwn(SSO_ERRORS, code);
