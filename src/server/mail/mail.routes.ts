import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OutboxMessageParamsSchema,
  OutboxMessageSchema,
  OutboxPageSchema,
} from '../../shared/api/mail';
import { PageQuerySchema } from '../../shared/api/platform';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { findOutboxMessage, listOutbox } from './outbox.repository';

/**
 * The outbox: every mail the organisation sent or would send, readable by its admins. The list
 * leaves the bodies out; one mail is read with them when it is opened.
 */
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

  app.get(
    '/mail/outbox/:id',
    {
      config: { permission: 'mail.read' },
      schema: { params: OutboxMessageParamsSchema, response: { 200: OutboxMessageSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const message = await withOrg(db, who.orgId, (tx) =>
        findOutboxMessage(tx, who.orgId, Number(request.params.id)),
      );
      if (!message) throw new AppError('not_found', 'There is no such mail in the outbox.');
      return message;
    },
  );
};
