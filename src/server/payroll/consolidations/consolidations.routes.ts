import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsolidatedCutoffParamsSchema,
  ConsolidatedCutoffSchema,
  ConsolidationParamsSchema,
  ConsolidationPeriodsQuerySchema,
  ConsolidationPeriodsSchema,
  ConsolidationSchema,
  ConsolidationsResponseSchema,
  CreateConsolidationRequestSchema,
} from '../../../shared/api/payroll-consolidations';
import { writeAudit } from '../../audit/audit.repository';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import {
  consolidatedCutoff,
  consolidationPeriods,
  consolidationsOf,
  createConsolidation,
} from './consolidations';
import { cutoffsOf } from '../registers/registers.repository';

/** Consolidated registers: several registers' cut-offs of one period side by side (spec). */
export const consolidationsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/consolidated-register',
    {
      config: { permission: 'payroll.read' },
      schema: { response: { 200: ConsolidationsResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return { items: await withOrg(db, who.orgId, (tx) => consolidationsOf(tx, who.orgId)) };
    },
  );

  app.post(
    '/hcm/consolidated-register',
    {
      config: { permission: 'payroll.compute' },
      schema: { body: CreateConsolidationRequestSchema, response: { 201: ConsolidationSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const created = await withOrg(db, who.orgId, async (tx) => {
        const id = await createConsolidation(tx, who.orgId, request.body, who.username);
        if (id === 'taken')
          throw new AppError(
            'conflict',
            `A consolidated register named "${request.body.name}" already exists`,
          );
        if (id === 'unknown') throw new AppError('not_found', 'No such register');
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Payroll register',
          action: `Created the consolidated register ${request.body.name}`,
          detail: { consolidationId: id },
          ip: request.ip,
        });
        return (await consolidationsOf(tx, who.orgId, id))[0]!;
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/hcm/consolidated-register/:consolidationId',
    {
      config: { permission: 'payroll.read' },
      schema: { params: ConsolidationParamsSchema, response: { 200: ConsolidationSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const [found] = await withOrg(db, who.orgId, (tx) =>
        consolidationsOf(tx, who.orgId, request.params.consolidationId),
      );
      if (!found) throw new AppError('not_found', 'No such consolidated register');
      return found;
    },
  );

  app.get(
    '/hcm/consolidated-register/:consolidationId/periods',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: ConsolidationParamsSchema,
        querystring: ConsolidationPeriodsQuerySchema,
        response: { 200: ConsolidationPeriodsSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const year = request.query.year ?? new Date().getUTCFullYear();
      return withOrg(db, who.orgId, async (tx) => {
        const [found] = await consolidationsOf(tx, who.orgId, request.params.consolidationId);
        if (!found) throw new AppError('not_found', 'No such consolidated register');
        return consolidationPeriods(tx, who.orgId, found, year);
      });
    },
  );

  app.get(
    '/hcm/consolidated-register/:consolidationId/cutoff/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: ConsolidatedCutoffParamsSchema,
        response: { 200: ConsolidatedCutoffSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const [consolidation] = await consolidationsOf(
          tx,
          who.orgId,
          request.params.consolidationId,
        );
        const [anchor] = await cutoffsOf(tx, who.orgId, { cutoffId: request.params.cutoffId });
        if (!consolidation || !anchor)
          throw new AppError('not_found', 'No such consolidated register or cut-off');
        if (!consolidation.registers.some((register) => register.id === anchor.registerId))
          throw new AppError('not_found', 'The cut-off is not of a register of this consolidation');
        return consolidatedCutoff(tx, who.orgId, consolidation, anchor);
      });
    },
  );
};
