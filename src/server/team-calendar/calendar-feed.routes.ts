import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CalendarFeedParamsSchema, CalendarFeedSchema } from '../../shared/api/team-calendar';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { parseSessionToken } from '../identity/tokens';
import { assertNotSuspended } from '../organization/organization.repository';
import { assertSameOrg, principalOf } from '../plugins/guard';
import { personalCalendar } from './calendar-feed';
import { findFeedOwner, feedTokenOf, renewFeedToken, stopFeed } from './calendar-feeds.repository';

const NO_FEED = () => new AppError('not_found', 'There is no such calendar feed.');

/**
 * Each person's iCalendar feed: its secret address, shown to its owner and renewed by them, and
 * the feed itself, which calendar apps fetch without a session or API key: the token is the
 * credential and names its organisation.
 */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  const addressOf = (token: string | null) =>
    token ? `${config.publicUrl}/api/calendar-feed/${token}` : null;

  app.get(
    '/hcm/team-calendar/feed',
    { config: { person: true }, schema: { response: { 200: CalendarFeedSchema } } },
    async (request) => {
      const { orgId, accountId } = principalOf(request);
      return withOrg(db, orgId, async (tx) => ({
        url: addressOf(await feedTokenOf(tx, orgId, accountId, config.appSecret)),
      }));
    },
  );

  /** Changes the caller's own feed (renews or ends it) and audits it. */
  const changeFeed = (
    request: FastifyRequest,
    action: 'calendar-feed-renewed' | 'calendar-feed-stopped',
    change: (tx: Tx, orgId: string, accountId: string) => Promise<string | null>,
  ) => {
    const { orgId, accountId, username } = principalOf(request);
    return withOrg(db, orgId, async (tx) => {
      const token = await change(tx, orgId, accountId);
      await writeAudit(tx, {
        orgId,
        accountId,
        username,
        module: 'Team calendar',
        action,
        ip: request.ip,
      });
      return { url: addressOf(token) };
    });
  };

  app.post(
    '/hcm/team-calendar/feed/rotate',
    { config: { person: true }, schema: { response: { 200: CalendarFeedSchema } } },
    (request) =>
      changeFeed(request, 'calendar-feed-renewed', (tx, orgId, accountId) =>
        renewFeedToken(tx, orgId, accountId, config.appSecret),
      ),
  );

  app.delete(
    '/hcm/team-calendar/feed',
    { config: { person: true }, schema: { response: { 200: CalendarFeedSchema } } },
    (request) =>
      changeFeed(request, 'calendar-feed-stopped', async (tx, orgId, accountId) => {
        await stopFeed(tx, orgId, accountId);
        return null;
      }),
  );

  app.get(
    '/calendar-feed/:token',
    {
      config: { auth: 'none', apiKey: false },
      schema: { params: CalendarFeedParamsSchema },
    },
    async (request, reply) => {
      const { token } = request.params;
      const orgId = parseSessionToken(token)?.orgId;
      if (!orgId) throw NO_FEED();
      assertSameOrg(request, orgId, 'the organisation of this feed');
      const calendar = await withOrg(db, orgId, async (tx) => {
        await assertNotSuspended(tx, orgId);
        const owner = await findFeedOwner(tx, orgId, token);
        if (!owner) throw NO_FEED();
        return personalCalendar(tx, orgId, owner);
      });
      // Personal data behind a secret address: no shared cache keeps it.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(calendar);
    },
  );
};
