import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SsoSettingsRequestSchema,
  SsoSettingsSchema,
  SsoTestRequestSchema,
  SsoTestResultSchema,
  type SsoSettings,
  type SsoTestResult,
} from '../../../shared/api/single-sign-on';
import { writeAudit } from '../../audit/audit.repository';
import { withOrg } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { fieldError } from '../../http/app-error';
import { principalOf } from '../../plugins/guard';
import { sealClientSecret } from './client-secret';
import { discoverProvider, issuerProblem } from './oidc-provider';
import { ssoFailureOf } from './sso-failure';
import { findSsoSettings, saveSsoSettings } from './sso-settings.repository';
import { ssoRedirectUri } from './sso-sign-in.service';

/** What the test tells an administrator about a discovery that failed. */
const TEST_MESSAGES: Partial<Record<string, (issuer: string) => string>> = {
  unreachable: (issuer) => `${issuer} could not be reached.`,
  wrong_issuer: () =>
    'The provider’s discovery document names another issuer: enter the issuer exactly as the provider gives it.',
};

/** The organisation's identity provider; administrators (settings.manage) only. */
export const ssoSettingsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  const read = async (orgId: string): Promise<SsoSettings> => {
    const row = await withOrg(db, orgId, (tx) => findSsoSettings(tx, orgId));
    return {
      enabled: row?.enabled ?? false,
      label: row?.label ?? '',
      issuer: row?.issuer ?? '',
      clientId: row?.client_id ?? '',
      hasSecret: Boolean(row?.client_secret),
      allowAccountCreation: row?.allow_account_creation ?? false,
      passwordSignIn: row?.password_sign_in ?? true,
      allowedDomains: row?.allowed_domains ?? [],
      redirectUri: ssoRedirectUri(config),
      updatedBy: row?.updated_by ?? null,
      updatedAt: row ? row.updated_at.toISOString() : null,
    };
  };

  app.get(
    '/organization/sso',
    {
      config: { permission: 'settings.manage' },
      schema: { response: { 200: SsoSettingsSchema } },
    },
    async (request) => read(principalOf(request).orgId),
  );

  app.put(
    '/organization/sso',
    {
      config: { permission: 'settings.manage' },
      schema: { body: SsoSettingsRequestSchema, response: { 200: SsoSettingsSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { clientSecret, ...settings } = {
        ...request.body,
        label: request.body.label.trim(),
        issuer: request.body.issuer.trim(),
        clientId: request.body.clientId.trim(),
      };
      const problem = issuerProblem(settings.issuer, config.environment);
      if (problem) throw fieldError('/issuer', problem);
      if (!settings.label) throw fieldError('/label', 'Name the provider for the sign-in button.');
      if (!settings.passwordSignIn && !settings.enabled)
        throw fieldError(
          '/passwordSignIn',
          'Keep password sign-in on while single sign-on is off, or nobody but administrators could sign in.',
        );
      const sealed = clientSecret
        ? sealClientSecret(config.appSecret, who.orgId, clientSecret)
        : undefined;
      await withOrg(db, who.orgId, async (tx) => {
        await saveSsoSettings(tx, who.orgId, settings, sealed, who.username);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Single sign-on',
          action: 'sso-settings-changed',
          detail: { ...settings, secretChanged: sealed !== undefined },
          ip: request.ip,
        });
      });
      return read(who.orgId);
    },
  );

  app.post(
    '/organization/sso/test',
    {
      config: { permission: 'settings.manage' },
      schema: { body: SsoTestRequestSchema, response: { 200: SsoTestResultSchema } },
    },
    async (request): Promise<SsoTestResult> => {
      const issuer = request.body.issuer.trim();
      // The server fetches what the administrator typed: only what a sign-in could use.
      const problem = issuerProblem(issuer, config.environment);
      if (problem) throw fieldError('/issuer', problem);
      try {
        const found = await discoverProvider(issuer);
        return {
          ok: true,
          issuer: found.issuer,
          authorizationEndpoint: found.authorization_endpoint ?? '',
          tokenEndpoint: found.token_endpoint ?? '',
          pkce: found.code_challenge_methods_supported?.includes('S256') ?? false,
        };
      } catch (error) {
        const failure = ssoFailureOf(error);
        const message =
          TEST_MESSAGES[failure.code]?.(issuer) ??
          'The provider’s discovery document could not be read.';
        return { ok: false, message: `${message} (${failure.detail})` };
      }
    },
  );
};
