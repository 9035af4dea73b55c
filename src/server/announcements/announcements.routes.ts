import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnouncementParamsSchema,
  AnnouncementSchema,
  AnnouncementsQuerySchema,
  AnnouncementsResponseSchema,
  ReadersQuerySchema,
  ReadersResponseSchema,
  ReadReceiptSchema,
  type AnnouncementSummary,
} from '../../shared/api/announcements';
import type { AnnouncementData } from '../../shared/forms/record-types.generated';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { isAnnouncementManager, openAnnouncement } from './announcement-access';
import {
  audienceSize,
  findAnnouncement,
  listAnnouncements,
  readerOf,
  readersOf,
  recordRead,
} from './announcements.repository';

const NOT_FOUND = 'There is no such announcement.';

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;

function audienceOf(data: AnnouncementData): string {
  if (data.audience === 'Site') return data.site?.label ?? 'A site';
  if (data.audience === 'Department') return data.department ?? 'A department';
  return 'Everyone';
}

function toSummary(row: {
  id: string;
  data: unknown;
  status: AnnouncementSummary['status'];
  pinned: boolean;
  publish_at: Date;
  read_at: Date | null;
}): AnnouncementSummary {
  const data = row.data as AnnouncementData;
  return {
    id: row.id,
    title: data.title,
    audience: audienceOf(data),
    publishAt: row.publish_at.toISOString(),
    expiresAt: iso(data.expiresAt),
    pinned: row.pinned,
    status: row.status,
    readAt: iso(row.read_at),
  };
}

/**
 * Announcements (spec: the hcm service's `announcements`): HR writes them as engine records;
 * these routes give each person the ones addressed to them, keep read receipts and show HR who
 * has read one.
 */
export const announcementsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/announcements',
    {
      schema: {
        querystring: AnnouncementsQuerySchema,
        response: { 200: AnnouncementsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { search, all = false, unreadOnly = false, limit = 20, offset = 0 } = request.query;
      if (all && !isAnnouncementManager(who))
        throw new AppError('forbidden', 'Only HR and administrators list every announcement.');
      return withOrg(db, who.orgId, async (tx) => {
        const reader = await readerOf(tx, who.orgId, who);
        const page = await listAnnouncements(
          tx,
          who.orgId,
          reader,
          { all, search: search?.trim() || undefined, unreadOnly },
          { limit, offset },
        );
        return { items: page.rows.map(toSummary), total: page.total, unread: page.unread };
      });
    },
  );

  app.get(
    '/hcm/announcements/:id',
    { schema: { params: AnnouncementParamsSchema, response: { 200: AnnouncementSchema } } },
    async (request) => {
      const who = principalOf(request);
      const row = await withOrg(db, who.orgId, (tx) =>
        openAnnouncement(tx, who, request.params.id),
      );
      if (!row) throw new AppError('not_found', NOT_FOUND);
      const data = row.data as AnnouncementData;
      return {
        ...toSummary(row),
        body: data.body,
        attachments: data.attachments ?? [],
        canManage: isAnnouncementManager(who),
      };
    },
  );

  app.post(
    '/hcm/announcements/:id/read',
    { schema: { params: AnnouncementParamsSchema, response: { 200: ReadReceiptSchema } } },
    async (request) => {
      const who = principalOf(request);
      const { id } = request.params;
      return withOrg(db, who.orgId, async (tx) => {
        const row = await openAnnouncement(tx, who, id);
        if (!row) throw new AppError('not_found', NOT_FOUND);
        // Receipts count the audience's readers; HR looking one over, or its author, are not.
        if (!row.is_current || row.created_by === who.username) return { readAt: null };
        return { readAt: (await recordRead(tx, who.orgId, id, who.accountId)).toISOString() };
      });
    },
  );

  app.get(
    '/hcm/announcements/:id/reads',
    {
      config: { permission: 'announcements.manage' },
      schema: {
        params: AnnouncementParamsSchema,
        querystring: ReadersQuerySchema,
        response: { 200: ReadersResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { id } = request.params;
      const { limit = 25, offset = 0 } = request.query;
      return withOrg(db, who.orgId, async (tx) => {
        const reader = await readerOf(tx, who.orgId, who);
        const row = await findAnnouncement(tx, who.orgId, reader, id, true);
        if (!row) throw new AppError('not_found', NOT_FOUND);
        const reads = await readersOf(tx, who.orgId, id, { limit, offset });
        return {
          audienceSize: await audienceSize(
            tx,
            who.orgId,
            row.data as AnnouncementData,
            row.created_by,
          ),
          readCount: reads.readCount,
          items: reads.items.map((read) => ({
            accountId: read.account_id,
            name: `${read.first_name} ${read.last_name}`.trim() || read.username,
            employeeNumber: read.employee_number,
            readAt: read.read_at.toISOString(),
          })),
        };
      });
    },
  );
};
