import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BuiltFormCheckResultSchema,
  BuiltFormCheckSchema,
  BuiltFormCreateSchema,
  BuiltFormDeleteQuerySchema,
  BuiltFormExportQuerySchema,
  BuiltFormListSchema,
  BuiltFormParamsSchema,
  BuiltFormSchema,
  BuiltFormUpdateSchema,
  BuiltVersionListSchema,
  BuiltVersionParamsSchema,
  BuiltVersionSchema,
  ProductFormSchema,
} from '../../shared/api/form-builder';
import { FormParamsSchema } from '../../shared/api/records';
import { bindOrg } from '../../shared/forms/org-binding';
import type { FormDefinition } from '../../shared/forms/definition';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { accessScope } from '../forms/form-access';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf } from '../plugins/guard';
import { findBuilt, findVersion, listBuilt, listVersions } from './built-forms.repository';
import { archiveBuiltForm, saveBuiltForm, toBuiltForm, toSummary } from './built-forms.service';
import { checkBuilt } from './check-built';
import { definitionFile } from './definition-file';
import { shareValidator } from '../forms/shared-validators';

const ADMIN = { permission: 'forms.build' as const };
const notFound = (formId: string) =>
  new AppError('not_found', `There is no record type "${formId}" built here.`);
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The form builder (`/rtb`, `/record_template/:formId`): an administrator writes an
 * organisation's own record types, versioned, checked as `schemas/` files are, live at once,
 * and exportable as such a file.
 */
export const formBuilderRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, forms }) => {
  app.get(
    '/form-builder',
    { config: ADMIN, schema: { response: { 200: BuiltFormListSchema } } },
    async (request) => {
      const who = principalOf(request);
      const rows = await withOrg(db, who.orgId, (tx) => listBuilt(tx, who.orgId));
      return { forms: rows.map(toSummary) };
    },
  );

  app.get(
    '/form-builder/:formId',
    {
      config: ADMIN,
      schema: { params: BuiltFormParamsSchema, response: { 200: BuiltFormSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { formId } = request.params;
      const row = await withOrg(db, who.orgId, (tx) => findBuilt(tx, who.orgId, formId));
      if (!row) throw notFound(formId);
      return toBuiltForm(row);
    },
  );

  app.post(
    '/form-builder',
    {
      config: ADMIN,
      schema: { body: BuiltFormCreateSchema, response: { 201: BuiltFormSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const saved = await saveBuiltForm(db, forms, who, request.ip, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/form-builder/:formId',
    {
      config: ADMIN,
      schema: {
        params: BuiltFormParamsSchema,
        body: BuiltFormUpdateSchema,
        response: { 200: BuiltFormSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const definition = request.body.definition as Partial<FormDefinition> | null;
      if (definition?.formId !== request.params.formId)
        throw new AppError('validation_failed', 'A formId never changes.', {
          fields: [{ path: '/definition/formId', message: `must stay "${request.params.formId}"` }],
        });
      return saveBuiltForm(db, forms, who, request.ip, request.body);
    },
  );

  app.delete(
    '/form-builder/:formId',
    {
      config: ADMIN,
      schema: {
        params: BuiltFormParamsSchema,
        querystring: BuiltFormDeleteQuerySchema,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { formId } = request.params;
      await archiveBuiltForm(db, forms, who, request.ip, formId, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/form-builder/:formId/versions',
    {
      config: ADMIN,
      schema: { params: BuiltFormParamsSchema, response: { 200: BuiltVersionListSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { formId } = request.params;
      const rows = await withOrg(db, who.orgId, (tx) => listVersions(tx, who.orgId, formId));
      if (rows.length === 0) throw notFound(formId);
      return {
        items: rows.map((row) => ({
          version: row.version,
          savedAt: iso(row.saved_at),
          savedBy: row.saved_by,
          note: row.note,
        })),
      };
    },
  );

  app.get(
    '/form-builder/:formId/versions/:version',
    {
      config: ADMIN,
      schema: { params: BuiltVersionParamsSchema, response: { 200: BuiltVersionSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { formId, version } = request.params;
      const row = await withOrg(db, who.orgId, (tx) => findVersion(tx, who.orgId, formId, version));
      if (!row) throw new AppError('not_found', `"${formId}" has no version ${version}.`);
      return {
        version: row.version,
        savedAt: iso(row.saved_at),
        savedBy: row.saved_by,
        note: row.note,
        definition: row.definition,
      };
    },
  );

  app.get(
    '/form-builder/:formId/export',
    {
      config: ADMIN,
      schema: { params: BuiltFormParamsSchema, querystring: BuiltFormExportQuerySchema },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { formId } = request.params;
      const { version } = request.query;
      const row = await withOrg(db, who.orgId, async (tx) => {
        const wanted = version ?? (await findBuilt(tx, who.orgId, formId))?.version;
        return wanted === undefined ? undefined : findVersion(tx, who.orgId, formId, wanted);
      });
      if (!row) throw notFound(formId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${formId}.json"`)
        .send(definitionFile(row.definition as FormDefinition));
    },
  );

  // A product record type as its file holds it: to read, or to copy into a new one. Its sample
  // records are records of the demo organisations: shown only to who may list every record.
  app.get(
    '/form-builder/files/:formId',
    {
      config: ADMIN,
      schema: { params: FormParamsSchema, response: { 200: ProductFormSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const form = forms.get(request.params.formId);
      if (!form) throw new AppError('not_found', `There is no form "${request.params.formId}".`);
      if (accessScope(form.definition, who, 'read') === 'all') return { definition: form.authored };
      const { seed: _samples, ...definition } = form.authored;
      return { definition };
    },
  );

  // Only reads: it compiles a preview's validator, which is content-addressed and public.
  app.post(
    '/form-builder/check',
    {
      config: { ...ADMIN, readOnly: true },
      schema: { body: BuiltFormCheckSchema, response: { 200: BuiltFormCheckResultSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { definition: json, formId } = request.body;
      const problems = checkBuilt(forms, who.orgId, json, formId);
      if (problems.length > 0) return { problems };
      const form = forms.prepare(json as FormDefinition, who.orgId);
      const { definition } = bindOrg(form.definition, await findOrgFlags(db, who.orgId));
      const hash = forms.compileValidator(definition);
      await shareValidator(db, forms, hash);
      return {
        problems,
        preview: { definition, validatorUrl: `/api/forms/validators/${hash}.js` },
      };
    },
  );
};
