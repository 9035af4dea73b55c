import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackdatedResponseSchema } from '../../../shared/api/payroll-backdated';
import { CutoffParamsSchema } from '../../../shared/api/payroll-cutoffs';
import { PageQuerySchema } from '../../../shared/api/payroll-common';
import { withOrg } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { principalOf } from '../../plugins/guard';
import { backdatedPage } from './backdated.repository';
import { cutoffOr404 } from '../registers/registers.repository';

const DEFAULT_PAGE = 50;

/** The backdated adjustments a cut-off pays: released cut-offs' changed days, line by line. */
export const backdatedRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/backdated/:cutoffId',
    {
      config: { permission: 'payroll.read' },
      schema: {
        params: CutoffParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: BackdatedResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { search, limit = DEFAULT_PAGE, offset = 0 } = request.query;
      return withOrg(db, who.orgId, async (tx) =>
        backdatedPage(tx, who.orgId, await cutoffOr404(tx, who.orgId, request.params.cutoffId), {
          search,
          limit,
          offset,
        }),
      );
    },
  );
};
