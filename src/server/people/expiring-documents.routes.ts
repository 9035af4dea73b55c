import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXPIRING_DEFAULT_DAYS,
  ExpiringDocumentsQuerySchema,
  ExpiringDocumentsResponseSchema,
} from '../../shared/api/expiring-documents';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { accessScope } from '../forms/form-access';
import { readableForm } from '../forms/readable-form';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { CERTIFICATIONS, expiringDocuments } from './expiring-documents';

/**
 * HR's home card: licences and certificates that expire soon, for those who see the
 * organisation's dashboards and read every person's certifications.
 */
export const expiringDocumentsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { forms, reader },
) => {
  app.get(
    '/hcm/expiring-documents',
    {
      config: { permission: 'people.dashboards' },
      schema: {
        querystring: ExpiringDocumentsQuerySchema,
        response: { 200: ExpiringDocumentsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const form = readableForm(forms, CERTIFICATIONS, who);
      if (accessScope(form.definition, who, 'read') !== 'all')
        throw new AppError('forbidden', "Only those who read everyone's certifications see these.");
      const within = request.query.within ?? EXPIRING_DEFAULT_DAYS;
      return reader.read(who.orgId, (orgDb) =>
        expiringDocuments(orgDb, who.orgId, todayAtWork(), within),
      );
    },
  );
};
