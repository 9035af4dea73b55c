import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RunStartedSchema } from '../../../shared/api/payroll-common';
import {
  CreatePayoutRequestSchema,
  PayoutParamsSchema,
  PayoutPayslipsResponseSchema,
  PayoutsResponseSchema,
  SpecialPayoutSchema,
} from '../../../shared/api/special-payouts';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { auditPayroll } from '../payroll-audit';
import { computePayoutJob } from './compute-payout';
import { payoutSettingsOf } from './payout-members';
import {
  createPayout,
  deletePayout,
  PAYOUT_JOB,
  payoutOr404,
  payoutsOf,
  payslipRowsOf,
  releasePayout,
  summaryOf,
} from './special-payouts.repository';

/** Special payouts (13th month, bonuses): create, compute in the background, release, delete. */
export const specialPayoutsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, jobs },
) => {
  jobs.register(PAYOUT_JOB, computePayoutJob(db));

  app.get(
    '/hcm/special-payout',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: PayoutsResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return { items: await withOrg(db, who.orgId, (tx) => payoutsOf(tx, who.orgId)) };
    },
  );

  app.post(
    '/hcm/special-payout',
    {
      config: { permission: 'payroll.compute' },
      schema: { body: CreatePayoutRequestSchema, response: { 201: SpecialPayoutSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const payout = await withOrg(db, who.orgId, async (tx) => {
        const settings = await payoutSettingsOf(tx, who.orgId, request.body);
        const id = await createPayout(tx, who.orgId, request.body, settings, who.username);
        if (!id)
          throw new AppError('conflict', `A payout named "${request.body.name}" already exists`);
        await auditPayroll(tx, request, who, `Created the payout ${request.body.name}`, {
          payoutId: id,
        });
        return payoutOr404(tx, who.orgId, id);
      });
      return reply.code(201).send(payout);
    },
  );

  app.get(
    '/hcm/special-payout/:payoutId',
    {
      config: { permission: 'payroll.read' },
      schema: { params: PayoutParamsSchema, response: { 200: SpecialPayoutSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) => payoutOr404(tx, who.orgId, request.params.payoutId));
    },
  );

  app.get(
    '/hcm/special-payout/:payoutId/payslips',
    {
      config: { permission: 'payroll.read' },
      schema: { params: PayoutParamsSchema, response: { 200: PayoutPayslipsResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const payout = await payoutOr404(tx, who.orgId, request.params.payoutId);
        return { items: (await payslipRowsOf(tx, who.orgId, payout.id)).map(summaryOf) };
      });
    },
  );

  app.post(
    '/hcm/special-payout/:payoutId/compute',
    {
      config: { permission: 'payroll.compute' },
      schema: { params: PayoutParamsSchema, response: { 202: RunStartedSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { payoutId } = request.params;
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const payout = await payoutOr404(tx, who.orgId, payoutId);
        if (payout.status === 'Released')
          throw new AppError('conflict', 'The payout is released: it is closed');
        const id = await jobs.enqueue(tx, who.orgId, {
          kind: PAYOUT_JOB,
          subject: payoutId,
          requestedBy: who.accountId,
          payload: { payoutId, by: who.username },
          busyMessage: 'This payout is being computed already: follow that run',
        });
        await auditPayroll(tx, request, who, `Computed the payout ${payout.name}`, {
          payoutId,
          runId: id,
        });
        return id;
      });
      return reply.code(202).send({ runId });
    },
  );

  app.post(
    '/hcm/special-payout/:payoutId/release',
    {
      config: { permission: 'payroll.release' },
      schema: { params: PayoutParamsSchema, response: { 200: SpecialPayoutSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { payoutId } = request.params;
      return withOrg(db, who.orgId, async (tx) => {
        const payout = await payoutOr404(tx, who.orgId, payoutId);
        if (!(await releasePayout(tx, who.orgId, payoutId, who.username)))
          throw new AppError(
            'conflict',
            payout.status === 'Released'
              ? 'The payout is released already'
              : 'Compute the payout before releasing it',
          );
        await auditPayroll(tx, request, who, `Released the payout ${payout.name}`, { payoutId });
        return payoutOr404(tx, who.orgId, payoutId);
      });
    },
  );

  app.delete(
    '/hcm/special-payout/:payoutId',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: PayoutParamsSchema,
        response: { 200: Type.Object({ deleted: Type.String() }) },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { payoutId } = request.params;
      return withOrg(db, who.orgId, async (tx) => {
        const payout = await payoutOr404(tx, who.orgId, payoutId);
        if (!(await deletePayout(tx, who.orgId, payoutId)))
          throw new AppError('conflict', 'The payout is released: it can no longer be deleted');
        await auditPayroll(tx, request, who, `Deleted the payout ${payout.name}`, { payoutId });
        return { deleted: payoutId };
      });
    },
  );
};
