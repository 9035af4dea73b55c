import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkReadRequestSchema,
  NotificationSettingsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
} from '../../shared/api/notifications';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import {
  listNotifications,
  markRead,
  saveSettings,
  settingsOf,
  unreadCount,
} from './notifications.repository';

/** The bell: each person's own notices, read state kept on the server for every device. */
export const notificationsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      config: { person: true },
      schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationsPageSchema } },
    },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      const { limit, cursor, unread } = request.query;
      return withOrg(db, orgId, async (tx) => ({
        ...(await listNotifications(tx, orgId, accountId, {
          limit,
          cursor: cursor ?? null,
          unread: unread === true,
        })),
        unread: await unreadCount(tx, orgId, accountId),
      }));
    },
  );

  app.post(
    '/notifications/read',
    {
      config: { person: true },
      schema: { body: MarkReadRequestSchema, response: { 200: UnreadCountSchema } },
    },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      return withOrg(db, orgId, async (tx) => {
        await markRead(tx, orgId, accountId, request.body.ids);
        return { unread: await unreadCount(tx, orgId, accountId) };
      });
    },
  );

  app.post(
    '/notifications/read-all',
    { config: { person: true }, schema: { response: { 200: UnreadCountSchema } } },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      return withOrg(db, orgId, async (tx) => {
        await markRead(tx, orgId, accountId, null);
        return { unread: 0 };
      });
    },
  );

  app.get(
    '/notifications/settings',
    { config: { person: true }, schema: { response: { 200: NotificationSettingsSchema } } },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      return withOrg(db, orgId, (tx) => settingsOf(tx, orgId, accountId));
    },
  );

  app.put(
    '/notifications/settings',
    {
      config: { person: true },
      schema: { body: NotificationSettingsSchema, response: { 200: NotificationSettingsSchema } },
    },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      return withOrg(db, orgId, async (tx) => {
        await saveSettings(tx, orgId, accountId, request.body);
        return settingsOf(tx, orgId, accountId);
      });
    },
  );
};
