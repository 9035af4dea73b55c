import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SavedViewCreateSchema,
  SavedViewParamsSchema,
  SavedViewSchema,
  SavedViewsQuerySchema,
  SavedViewsResponseSchema,
  SavedViewUpdateSchema,
  type ListState,
} from '../../shared/api/saved-views';
import { withOrg } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { readableForm, writableForm } from '../forms/readable-form';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { badRequest, listConditions, sortKey } from './record-query';
import {
  createSavedView,
  deleteSavedView,
  findSavedView,
  listSavedViews,
  updateSavedView,
} from './saved-views.repository';

/** A view holds only what its list accepts: the list's own checks, named under /state. */
function checkState(orgId: string, form: LoadedForm, state: ListState): void {
  const query = { form_id: form.definition.formId, ...state };
  try {
    sortKey(form, query);
    listConditions(orgId, form, query);
  } catch (error) {
    const fields = error instanceof AppError ? error.extra.fields : undefined;
    if (!fields) throw error;
    throw badRequest(fields.map((field) => ({ ...field, path: `/state${field.path}` })));
  }
}

/** Saved list views: a person's own, and those shared with everyone who may read the list. */
export const savedViewsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, forms }) => {
  app.get(
    '/records/saved-views',
    {
      config: { person: true },
      schema: { querystring: SavedViewsQuerySchema, response: { 200: SavedViewsResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const form = readableForm(forms, request.query.form_id, who);
      return withOrg(db, who.orgId, async (tx) => ({
        items: await listSavedViews(tx, who, form.definition.formId),
      }));
    },
  );

  app.post(
    '/records/saved-views',
    {
      config: { person: true },
      schema: { body: SavedViewCreateSchema, response: { 201: SavedViewSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { form_id: formId, name, state, shared = false } = request.body;
      // Sharing speaks to everyone on the list: for those who keep its records.
      const form = shared ? writableForm(forms, formId, who) : readableForm(forms, formId, who);
      checkState(who.orgId, form, state);
      const view = await withOrg(db, who.orgId, (tx) =>
        createSavedView(tx, who, { formId, name, state, shared }),
      );
      return reply.status(201).send(view);
    },
  );

  app.put(
    '/records/saved-views/:id',
    {
      config: { person: true },
      schema: {
        params: SavedViewParamsSchema,
        body: SavedViewUpdateSchema,
        response: { 200: SavedViewSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const view = await findSavedView(tx, who, request.params.id);
        const { state, shared } = request.body;
        const form = shared
          ? writableForm(forms, view.formId, who)
          : readableForm(forms, view.formId, who);
        if (state) checkState(who.orgId, form, state);
        return updateSavedView(tx, who, view.id, request.body);
      });
    },
  );

  app.delete(
    '/records/saved-views/:id',
    {
      config: { person: true },
      schema: { params: SavedViewParamsSchema, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, (tx) => deleteSavedView(tx, who, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
