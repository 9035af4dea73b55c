import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_DEFAULT_MAX_ROWS,
  IMPORT_MAX_BYTES,
  ImportRefusedSchema,
  ImportReportSchema,
  RecordImportParamsSchema,
} from '../../../shared/api/record-import';
import { bindOrg } from '../../../shared/forms/org-binding';
import { onCommit, withOrg } from '../../db/tenant';
import type { RecordCounts } from '../record-counts';
import type { AppDeps } from '../../http/app-deps';
import { AppError, fieldError } from '../../http/app-error';
import { DOWNLOAD_TYPES } from '../../http/table-download';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { accessScope } from '../../forms/form-access';
import { writableForm } from '../../forms/readable-form';
import { findOrgFlags } from '../../organization/organization.repository';
import { principalOf, type Principal } from '../../plugins/guard';
import { importRecords } from './import-records';
import { importTemplate } from './import-template';
import { readSheet } from './read-sheet';

const megabytes = IMPORT_MAX_BYTES / 1024 / 1024;

/** The form, if it has an importer and this user may create any of its records. */
function importableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = writableForm(forms, formId, who);
  if (!form.definition.importer)
    throw new AppError('not_found', `${form.definition.title} has no importer.`);
  if (accessScope(form.definition.access, who, 'write') !== 'all')
    throw new AppError(
      'forbidden',
      "Importing needs access to everyone's records of this form, not only your own.",
    );
  return form;
}

/** Anything wrong with the multipart body itself is the sender's: a 4xx, never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('payload_too_large', `File must be at most ${megabytes} MB`, {
      fields: [{ path: '/file', message: `File must be at most ${megabytes} MB` }],
    });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fieldError('/file', 'Send one file in the part "file" and, optionally, "dryRun"');
  return new AppError(
    'bad_request',
    'The upload is not valid multipart/form-data: send the file in a part named "file".',
    { fields: [{ path: '/file', message: 'File could not be read from the upload' }] },
  );
}

/** The file and the dry-run switch of an import upload. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError('/file', 'File must be sent as multipart/form-data');
  let file: { name: string; body: Buffer } | null = null;
  let dryRun = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { name: part.filename, body: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'dryRun') {
        if (part.value !== 'true' && part.value !== 'false')
          throw fieldError('/dryRun', 'dryRun must be true or false');
        dryRun = part.value === 'true';
      } else {
        if (part.type === 'file') part.file.resume();
        throw fieldError(`/${part.fieldname}`, `${part.fieldname} is not a part an import takes`);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw fieldError('/file', 'File is required');
  return { ...file, dryRun };
}

/**
 * The definition importer: any definition with `importer` in schemas/ gets a template download
 * and a CSV/XLSX import checked with the record create route's own validation.
 */
export const recordImportRoutes: FastifyPluginAsyncTypebox<
  AppDeps & { counts: RecordCounts }
> = async (app, { db, forms, counts }) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 1, parts: 2, fieldSize: 10 },
  });

  app.post(
    '/records/import/:formId',
    {
      schema: {
        description:
          'multipart/form-data: "file" (.xlsx or UTF-8 .csv, header row of field titles) and optionally "dryRun" ("true": check only). A dry run answers the report; an import writes every row or none (422 with the report).',
        consumes: ['multipart/form-data'],
        params: RecordImportParamsSchema,
        response: { 200: ImportReportSchema, 201: ImportReportSchema, 422: ImportRefusedSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const form = importableForm(forms, request.params.formId, who);
      const upload = await readUpload(request);
      const maxRows = form.definition.importer?.maxRows ?? IMPORT_DEFAULT_MAX_ROWS;
      const sheet = await readSheet(upload.name, upload.body, maxRows);
      const report = await withOrg(db, who.orgId, (tx) => {
        // Once the rows are in, the form's list totals count again (as after any record write).
        onCommit(tx, () => counts.formChanged(request.params.formId));
        return importRecords(tx, {
          who,
          ip: request.ip,
          forms,
          form,
          fileName: upload.name.slice(0, 255),
          sheet,
          dryRun: upload.dryRun,
        });
      });
      if (report.dryRun) return reply.status(200).send(report);
      if (report.problems.length > 0) {
        const count = report.problems.length + report.moreProblems;
        return reply.status(422).send({
          error: {
            code: 'validation_failed',
            message: `Nothing was imported: the file has ${count} problem(s). Check it, correct the cells listed and import again.`,
            fields: report.problems.slice(0, 50).map((problem) => ({
              path: `/rows/${problem.row}${problem.field}`,
              message: `Row ${problem.row}, ${problem.column}: ${problem.message}`,
            })),
          },
          report,
        });
      }
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/records/import/:formId/template',
    { schema: { params: RecordImportParamsSchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const form = importableForm(forms, request.params.formId, who);
      const { absent } = bindOrg(form.definition, await findOrgFlags(db, who.orgId));
      const body = await importTemplate(form, absent);
      return reply
        .type(DOWNLOAD_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="${form.definition.formId}-import-template.xlsx"`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
