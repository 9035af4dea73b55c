import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CreateKioskRequestSchema,
  CreateKioskResponseSchema,
  EmployeePinRequestSchema,
  EmployeePinResponseSchema,
  KIOSK_TOKEN_HEADER,
  KioskListResponseSchema,
  KioskSchema,
  KioskStatusResponseSchema,
  QuickPunchRequestSchema,
  QuickPunchResponseSchema,
} from '../../shared/api/kiosk';
import { WORK_UTC_OFFSET_MINUTES } from '../../shared/constants';
import { writeAudit } from '../audit/audit.repository';
import { assertAllowedNetwork } from '../network/allowed-network';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { perAddress } from '../plugins/request-limits';
import { setEmployeePin } from './employee-pin.service';
import { authenticateKiosk, newKioskToken } from './kiosk-auth';
import { insertKiosk, listKiosks, revokeKiosk } from './kiosks.repository';
import { quickPunch } from './quick-punch.service';

const KioskParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const KioskHeaders = Type.Object({
  [KIOSK_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
});

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * Kiosk authorization (`/admin-settings/kiosks`, admins) and the hcm `user-auth` calls of spec
 * section 7: HR sets employees' PINs; an authorized kiosk takes quick punches with them.
 */
export const kioskRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/admin-settings/kiosks',
    {
      config: { permission: 'kiosks.manage' },
      schema: { response: { 200: KioskListResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return { items: await withOrg(db, who.orgId, (tx) => listKiosks(tx, who.orgId)) };
    },
  );

  app.post(
    '/admin-settings/kiosks',
    {
      config: { permission: 'kiosks.manage' },
      schema: { body: CreateKioskRequestSchema, response: { 201: CreateKioskResponseSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const name = request.body.name.trim();
      if (!name) throw fieldError('/name', 'Enter a name for the kiosk.');
      const site = request.body.site?.trim() || null;
      const token = newKioskToken(who.orgId);
      const kiosk = await withOrg(db, who.orgId, async (tx) => {
        const created = await insertKiosk(tx, {
          orgId: who.orgId,
          name,
          site,
          token,
          createdBy: who.username,
        });
        if (!created) throw fieldError('/name', `A kiosk named "${name}" is already authorized.`);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Kiosk',
          action: 'kiosk-authorized',
          detail: { kioskId: created.id, name, site },
          ip: request.ip,
        });
        return created;
      });
      return reply.status(201).send({ kiosk, token });
    },
  );

  app.post(
    '/admin-settings/kiosks/:id/revoke',
    {
      config: { permission: 'kiosks.manage' },
      schema: { params: KioskParams, response: { 200: Type.Object({ kiosk: KioskSchema }) } },
    },
    async (request) => {
      const who = principalOf(request);
      const kiosk = await withOrg(db, who.orgId, async (tx) => {
        const revoked = await revokeKiosk(tx, who.orgId, request.params.id);
        if (!revoked) throw new AppError('not_found', 'No such kiosk in this organisation.');
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Kiosk',
          action: 'kiosk-revoked',
          detail: { kioskId: revoked.id, name: revoked.name },
          ip: request.ip,
        });
        return revoked;
      });
      return { kiosk };
    },
  );

  // Both calls of the spec set the PIN; the audit trail says whether it was a first one.
  for (const path of ['/hcm/user-auth/add-pin', '/hcm/user-auth/update-pin']) {
    app.post(
      path,
      {
        config: { permission: 'kiosks.pins' },
        schema: { body: EmployeePinRequestSchema, response: { 200: EmployeePinResponseSchema } },
      },
      async (request) => setEmployeePin(db, principalOf(request), request.body, request.ip),
    );
  }

  app.get(
    '/hcm/user-auth/kiosk',
    {
      config: { auth: 'none' },
      schema: { headers: KioskHeaders, response: { 200: KioskStatusResponseSchema } },
    },
    async (request) => {
      const { kiosk } = await authenticateKiosk(
        db,
        header(request.headers[KIOSK_TOKEN_HEADER]),
        header(request.headers['x-org-id']),
      );
      return {
        kiosk: { id: kiosk.id, name: kiosk.name, site: kiosk.site },
        now: new Date().toISOString(),
        utcOffsetMinutes: WORK_UTC_OFFSET_MINUTES,
      };
    },
  );

  app.post(
    '/hcm/user-auth/quick-punch',
    {
      config: {
        auth: 'none',
        limits: [perAddress('kiosk-punches', config.limits.kioskPunchesPerAddress)],
      },
      schema: {
        headers: KioskHeaders,
        body: QuickPunchRequestSchema,
        response: { 201: QuickPunchResponseSchema },
      },
    },
    async (request, reply) => {
      const kiosk = await authenticateKiosk(
        db,
        header(request.headers[KIOSK_TOKEN_HEADER]),
        header(request.headers['x-org-id']),
      );
      await withOrg(db, kiosk.orgId, (tx) =>
        assertAllowedNetwork(tx, kiosk.orgId, 'kiosk', request.ip),
      );
      const result = await quickPunch(db, config, kiosk, request.body, request.ip);
      return reply.status(201).send(result);
    },
  );
};
