import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SignInResponseSchema } from '../../shared/api/identity';
import {
  DisableSecondFactorRequestSchema,
  RecoveryCodesSchema,
  SecondFactorCodeRequestSchema,
  SecondFactorEnrolmentSchema,
  SecondFactorSignInRequestSchema,
  SecondFactorStatusSchema,
} from '../../shared/api/second-factor';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import {
  confirmEnrolment,
  disableSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startEnrolment,
} from './second-factor.service';
import { completeSecondFactor } from './sign-in.service';

/**
 * Two-step sign-in: the code step of a sign-in, and the signed-in person's own authenticator
 * (status, enrolment, recovery codes, turning it off). Enrolment stays open to a session that
 * must enrol before anything else.
 */
export const secondFactorRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    '/iam/authorize/second-factor',
    {
      // Wrong codes and unknown challenges count in the sign-in throttle (sign-in.service.ts).
      config: { auth: 'none', limits: [] },
      schema: { body: SecondFactorSignInRequestSchema, response: { 200: SignInResponseSchema } },
    },
    async (request) =>
      completeSecondFactor(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    '/iam/second-factor',
    {
      config: { secondFactorEnrolment: true, person: true },
      schema: { response: { 200: SecondFactorStatusSchema } },
    },
    async (request) => secondFactorStatus(db, principalOf(request)),
  );

  app.post(
    '/iam/second-factor/enrolment',
    {
      config: { secondFactorEnrolment: true, person: true },
      schema: { response: { 200: SecondFactorEnrolmentSchema } },
    },
    async (request) => startEnrolment(db, config, principalOf(request)),
  );

  app.post(
    '/iam/second-factor/enrolment/confirm',
    {
      config: { secondFactorEnrolment: true, person: true },
      schema: { body: SecondFactorCodeRequestSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request) =>
      confirmEnrolment(db, config, principalOf(request), request.body.code, request.ip),
  );

  app.post(
    '/iam/second-factor/recovery-codes',
    {
      config: { person: true },
      schema: { body: SecondFactorCodeRequestSchema, response: { 200: RecoveryCodesSchema } },
    },
    async (request) =>
      regenerateRecoveryCodes(db, config, principalOf(request), request.body.code, request.ip),
  );

  app.post(
    '/iam/second-factor/disable',
    {
      config: { person: true },
      schema: { body: DisableSecondFactorRequestSchema, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await disableSecondFactor(db, config, principalOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
