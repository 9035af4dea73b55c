import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HistoryQuerySchema,
  IMPORT_HISTORY_PAGE,
  IMPORT_PROBLEMS_PAGE,
  ImportBatchParamsSchema,
  ImportFormParamsSchema,
  ImportHistorySchema,
  ProblemsPageSchema,
  ProblemsQuerySchema,
} from '../../../shared/api/import-batches';
import { bindOrg } from '../../../shared/forms/org-binding';
import { withOrg } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { AppError } from '../../http/app-error';
import { DOWNLOAD_TYPES } from '../../http/table-download';
import { findOrgFlags } from '../../organization/organization.repository';
import { principalOf } from '../../plugins/guard';
import type { FastifyReply } from 'fastify';
import { batchFor } from './batch-view';
import { batchReport, batchRows, listBatches } from './import-batches.repository';
import { importTemplate } from './import-template';
import { importableForm } from './importable-form';
import { problemsFile } from './problems-file';
import { loadRows } from './stored-rows';

const sendWorkbook = (reply: FastifyReply, filename: string, body: Buffer) =>
  reply
    .type(DOWNLOAD_TYPES.xlsx)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** What the importer screens read: the template, a check's problems, and a form's imports. */
export const importReportsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, forms },
) => {
  app.get(
    '/imports/:formId/template',
    { schema: { params: ImportFormParamsSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const form = importableForm(forms, request.params.formId, who);
      const { absent } = bindOrg(form.definition, await findOrgFlags(db, who.orgId));
      const body = await importTemplate(form, absent);
      return sendWorkbook(reply, `${form.definition.formId}-import-template.xlsx`, body);
    },
  );

  app.get(
    '/imports',
    { schema: { querystring: HistoryQuerySchema, response: { 200: ImportHistorySchema } } },
    async (request) => {
      const who = principalOf(request);
      const { formId, page = 1 } = request.query;
      importableForm(forms, formId, who);
      const found = await withOrg(db, who.orgId, (tx) =>
        listBatches(tx, who.orgId, formId, page, IMPORT_HISTORY_PAGE),
      );
      return { ...found, page };
    },
  );

  app.get(
    '/imports/batch/:id/problems',
    {
      schema: {
        params: ImportBatchParamsSchema,
        querystring: ProblemsQuerySchema,
        response: { 200: ProblemsPageSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { page = 1 } = request.query;
      const report = await withOrg(db, who.orgId, async (tx) => {
        const { batch } = await batchFor(tx, who, forms, request.params.id);
        return batchReport(tx, who.orgId, batch.id);
      });
      if (!report) throw new AppError('conflict', 'This file has not been checked yet.');
      const start = (page - 1) * IMPORT_PROBLEMS_PAGE;
      return {
        items: report.problems.slice(start, start + IMPORT_PROBLEMS_PAGE),
        page,
        total: report.problems.length,
      };
    },
  );

  app.get(
    '/imports/batch/:id/problems.xlsx',
    { schema: { params: ImportBatchParamsSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const { batch, report, rows } = await withOrg(db, who.orgId, async (tx) => {
        const { batch: found } = await batchFor(tx, who, forms, request.params.id);
        return {
          batch: found,
          report: await batchReport(tx, who.orgId, found.id),
          rows: loadRows(await batchRows(tx, who.orgId, found.id)),
        };
      });
      if (!report) throw new AppError('conflict', 'This file has not been checked yet.');
      const body = await problemsFile(batch.headers, rows, report.problems);
      const name = batch.fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[^\w .-]/g, '_');
      return sendWorkbook(reply, `${name || 'import'}-problems.xlsx`, body);
    },
  );
};
