import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NetworkSettingsRequestSchema,
  NetworkSettingsSchema,
  type NetworkSettingsRequest,
} from '../../shared/api/network-settings';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { parseRange } from './address-ranges';
import { findNetworkSettings, saveNetworkSettings } from './network-settings.repository';

/** Every bad address or repeated range, each at its field, or nothing. */
function checkRanges({ ranges }: NetworkSettingsRequest): void {
  const seen = new Set<string>();
  const fields = ranges.flatMap(({ address }, index) => {
    const path = `/ranges/${index}/address`;
    const range = parseRange(address);
    if ('problem' in range) return [{ path, message: range.problem }];
    const key = `${range.network}/${range.prefix}`.toLowerCase();
    if (seen.has(key)) return [{ path, message: `${address} is listed twice.` }];
    seen.add(key);
    return [];
  });
  if (fields.length > 0) throw new AppError('validation_failed', fields[0]!.message, { fields });
}

/** The networks the web bundy (and optionally the kiosks) may be used from; admins only. */
export const networkSettingsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  const read = async (orgId: string, yourAddress: string) => {
    const row = await withOrg(db, orgId, (tx) => findNetworkSettings(tx, orgId));
    return {
      restricted: row?.restricted ?? false,
      includeKiosk: row?.include_kiosk ?? false,
      ranges: row?.ranges ?? [],
      updatedBy: row?.updated_by ?? null,
      updatedAt: row ? row.updated_at.toISOString() : null,
      yourAddress,
    };
  };

  app.get(
    '/network/settings',
    {
      config: { permission: 'settings.manage' },
      schema: { response: { 200: NetworkSettingsSchema } },
    },
    async (request) => read(principalOf(request).orgId, request.ip),
  );

  app.put(
    '/network/settings',
    {
      config: { permission: 'settings.manage' },
      schema: { body: NetworkSettingsRequestSchema, response: { 200: NetworkSettingsSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const settings = {
        ...request.body,
        ranges: request.body.ranges.map(({ address, label }) => ({
          address: address.trim(),
          label: label.trim(),
        })),
      };
      checkRanges(settings);
      await withOrg(db, who.orgId, async (tx) => {
        await saveNetworkSettings(tx, who.orgId, settings, who.username);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Network configuration',
          action: 'network-settings-changed',
          detail: { ...settings },
          ip: request.ip,
        });
      });
      return read(who.orgId, request.ip);
    },
  );
};
