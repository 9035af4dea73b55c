import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountSchema,
  ChangePasswordRequestSchema,
  ConfirmRecoveryEmailRequestSchema,
  ConfirmRecoveryEmailResponseSchema,
  CsrfTokenResponseSchema,
  ForgotPasswordRequestSchema,
  type ForgotPasswordRequest,
  PinRequestSchema,
  PreferencesSchema,
  ResetPasswordRequestSchema,
  SessionStateSchema,
  SignInRequestSchema,
} from '../../shared/api/identity';
import { PasswordSignInResponseSchema } from '../../shared/api/second-factor';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { perAddress, publicWrites, type RequestLimit } from '../plugins/request-limits';
import { findAccountById, toAccount } from './accounts.repository';
import { changePassword, requestPasswordReset, resetPassword, setPin } from './password.service';
import { confirmRecoveryEmail } from './recovery-email';
import { mustEnrolSecondFactor, revokeSession } from './sessions.repository';
import { signIn } from './sign-in.service';
import { accountKey, RESETS_PER_ACCOUNT } from './sign-in-throttle';
import { issueCsrfToken } from './tokens';

const Message = Type.Object({ message: Type.String() });

/** Counts by the organisation and username in the body, whether or not such an account exists. */
const perUsername = (name: string, max: number): RequestLimit => ({
  name,
  max,
  keyOf: (request) => {
    const { orgId, username } = request.body as ForgotPasswordRequest;
    return accountKey(orgId, username);
  },
  what: 'for this username',
});

/** Identity: CSRF tokens, sign-in and out, the session, passwords, PIN and preferences. */
export const iamRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/iam/authorize/token',
    {
      config: { auth: 'optional' },
      schema: { response: { 200: CsrfTokenResponseSchema } },
    },
    async (request) => ({
      token: issueCsrfToken(config.appSecret, request.principal?.sessionId ?? 'anonymous'),
    }),
  );

  app.post(
    '/iam/list',
    {
      // Its failures are throttled per account and address (sign-in-throttle.ts).
      config: { auth: 'none', limits: [] },
      schema: { body: SignInRequestSchema, response: { 200: PasswordSignInResponseSchema } },
    },
    async (request) =>
      signIn(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    '/iam/session',
    {
      config: { firstSignIn: true, person: true },
      schema: { response: { 200: SessionStateSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const [row, mustEnrol] = await withOrg(db, who.orgId, (tx) =>
        Promise.all([
          findAccountById(tx, who.orgId, who.accountId),
          mustEnrolSecondFactor(tx, who.orgId, who.sessionId),
        ]),
      );
      if (!row) throw new AppError('unauthenticated', 'Your session has ended. Sign in again.');
      return { account: toAccount(row, who.grants), mustEnrolSecondFactor: mustEnrol };
    },
  );

  app.post(
    '/iam/logout',
    { config: { firstSignIn: true, person: true }, schema: { response: { 204: Type.Null() } } },
    async (request, reply) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, async (tx) => {
        await revokeSession(tx, who.orgId, who.sessionId);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Login',
          action: 'sign-out',
          ip: request.ip,
        });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/iam/password',
    {
      config: { firstSignIn: true, person: true },
      schema: {
        body: ChangePasswordRequestSchema,
        response: { 200: Type.Object({ account: AccountSchema }) },
      },
    },
    async (request) => ({
      account: await changePassword(db, config, principalOf(request), request.body, request.ip),
    }),
  );

  app.post(
    '/iam/forgot-password',
    {
      config: {
        auth: 'none',
        limits: [
          perUsername(RESETS_PER_ACCOUNT, config.limits.forgotPasswordPerUsername),
          perAddress('forgot-password:address', config.limits.forgotPasswordPerAddress),
        ],
      },
      schema: { body: ForgotPasswordRequestSchema, response: { 202: Message } },
    },
    async (request, reply) => {
      await requestPasswordReset(db, config, request.body, request.ip);
      return reply
        .status(202)
        .send({ message: 'If the account exists, we have sent a link to reset its password.' });
    },
  );

  app.post(
    '/iam/forgot-password/reset',
    {
      config: { auth: 'none', limits: [publicWrites(config)] },
      schema: { body: ResetPasswordRequestSchema, response: { 200: Message } },
    },
    async (request) => {
      await resetPassword(db, request.body, request.ip);
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );

  app.post(
    '/iam/recovery-email/confirm',
    {
      config: { auth: 'none', limits: [publicWrites(config)] },
      schema: {
        body: ConfirmRecoveryEmailRequestSchema,
        response: { 200: ConfirmRecoveryEmailResponseSchema },
      },
    },
    async (request) => confirmRecoveryEmail(db, config, request.body, request.ip),
  );

  app.post(
    '/iam/pin',
    { schema: { body: PinRequestSchema, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await setPin(db, config, principalOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/iam/preferences',
    {
      schema: {
        body: PreferencesSchema,
        response: { 200: Type.Object({ preferences: PreferencesSchema }) },
      },
    },
    async (request) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, (tx) =>
        tx
          .updateTable('accounts')
          .set({ preferences: JSON.stringify(request.body) })
          .where('org_id', '=', who.orgId)
          .where('account_id', '=', who.accountId)
          .execute(),
      );
      return { preferences: request.body };
    },
  );
};
