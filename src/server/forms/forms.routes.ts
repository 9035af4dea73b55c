import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FormListResponseSchema,
  FormParamsSchema,
  FormResponseSchema,
} from '../../shared/api/records';
import { bindOrg } from '../../shared/forms/org-binding';
import { viewPathsOf } from '../../shared/forms/page-views';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf } from '../plugins/guard';
import { withOrg } from '../db/tenant';
import { employeeReference } from '../records/employee-reference';
import { accessScope, canCreate, canRead, canWrite } from './form-access';
import { readableForm } from './readable-form';
import { shareValidator, validatorCode } from './shared-validators';

/**
 * The definitions a user may use, one definition in full as the user's organisation uses it
 * (bound to its feature switches), and its browser validator.
 */
export const formsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, forms }) => {
  app.get('/forms', { schema: { response: { 200: FormListResponseSchema } } }, async (request) => {
    const who = principalOf(request);
    return {
      forms: forms
        .allFor(who.orgId)
        .filter((form) => canRead(form.definition, who))
        .map(({ definition }) => ({
          formId: definition.formId,
          title: definition.title,
          pluralTitle: definition.pluralTitle ?? definition.title,
          module: definition.module,
          route: definition.route,
          listAtBase: definition.listAtBase ?? false,
          ...(definition.paths ? { paths: definition.paths } : {}),
          canWrite: canWrite(definition, who),
          canCreate: canCreate(definition, who),
          ...(definition.importer ? { importerRoute: definition.importer.route } : {}),
          ...(definition.views ? { viewPaths: viewPathsOf(definition.views) } : {}),
        })),
    };
  });

  app.get(
    '/forms/:formId',
    { schema: { params: FormParamsSchema, response: { 200: FormResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const form = readableForm(forms, request.params.formId, who);
      const { definition, absent } = bindOrg(form.definition, await findOrgFlags(db, who.orgId));
      const { seed: _samples, ...served } = definition;
      const self =
        definition.list.employeeField && accessScope(definition, who, 'write') === 'own'
          ? await withOrg(db, who.orgId, (tx) => employeeReference(tx, forms, who))
          : null;
      const validator = forms.validatorHash(form, definition, absent);
      await shareValidator(db, forms, validator);
      return {
        definition: served,
        canWrite: canWrite(form.definition, who),
        canCreate: canCreate(form.definition, who),
        validatorUrl: `/api/forms/validators/${validator}.js`,
        ...(self ? { self } : {}),
      };
    },
  );

  // Content-addressed and holding nothing tenant-specific, so public and cached for good: a
  // dynamic import() cannot send the session header anyway.
  app.get(
    '/forms/validators/:file',
    {
      config: { auth: 'none', apiKey: false },
      schema: { params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{20}\\.js$' }) }) },
    },
    async (request, reply) => {
      const code = await validatorCode(db, forms, request.params.file.slice(0, -3));
      if (!code) throw new AppError('not_found', 'No such validator.');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(code);
    },
  );
};
