import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxPageSchema } from '../../shared/api/mail';
import { PageQuerySchema } from '../../shared/api/platform';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { listOutbox } from './outbox.repository';

/** The outbox: every mail the organisation sent or would send, readable by its admins. */
export const mailRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/mail/outbox',
    {
      config: { permission: 'mail.read' },
      schema: { querystring: PageQuerySchema, response: { 200: OutboxPageSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const cursor = request.query.cursor === undefined ? null : Number(request.query.cursor);
      return withOrg(db, who.orgId, (tx) => listOutbox(tx, who.orgId, request.query.limit, cursor));
    },
  );
};
