import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PasswordSignInResponseSchema } from '../../../shared/api/second-factor';
import {
  SsoCallbackQuerySchema,
  SsoExchangeRequestSchema,
  SsoStartParamsSchema,
} from '../../../shared/api/single-sign-on';
import type { AppDeps } from '../../http/app-deps';
import { exchangeSsoCode, finishSso, ssoFailurePath, startSso } from './sso-sign-in.service';
import { ssoFailureOf } from './sso-failure';

/** The browser is sent on: to the provider, or back to the sign-in page. */
const Redirect = Type.Null({ description: 'A redirect (Location) for the browser' });

/**
 * Sign-in with the organisation's identity provider (OpenID Connect). Start and callback are
 * browser navigations (no API key, no session, no JSON answers); the sign-in page then trades
 * the one-time code for the session like the password sign-in's answer.
 */
export const ssoRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/iam/sso/:orgId/start',
    {
      config: { auth: 'none', apiKey: false },
      schema: { params: SsoStartParamsSchema, response: { 302: Redirect } },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      let location: string;
      try {
        location = await startSso(db, config, orgId, request.ip);
      } catch (error) {
        const failure = ssoFailureOf(error);
        request.log.warn({ orgId, reason: failure.detail }, 'single sign-on could not start');
        location = ssoFailurePath(orgId, failure.code);
      }
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/iam/sso/callback',
    {
      config: { auth: 'none', apiKey: false },
      schema: { querystring: SsoCallbackQuerySchema, response: { 302: Redirect } },
    },
    async (request, reply) => {
      const at = request.url.indexOf('?');
      const rawQuery = at < 0 ? '' : request.url.slice(at + 1);
      const location = await finishSso(db, config, request.query, rawQuery, request.ip);
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/iam/sso/exchange',
    {
      // A wrong or spent code counts against the address like a wrong password.
      config: { auth: 'none', limits: [] },
      schema: { body: SsoExchangeRequestSchema, response: { 200: PasswordSignInResponseSchema } },
    },
    async (request) =>
      exchangeSsoCode(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
