import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommitRequestSchema,
  IMPORT_DEFAULT_MAX_ROWS,
  IMPORT_MAX_BYTES,
  ImportBatchParamsSchema,
  ImportBatchSchema,
  ImportFormParamsSchema,
  MappingRequestSchema,
  RunStartedSchema,
  UndoResultSchema,
} from '../../../shared/api/import-batches';
import { announceChange } from '../../db/change-feed';
import { withOrg } from '../../db/tenant';
import type { AppDeps } from '../../http/app-deps';
import { AppError, fieldError } from '../../http/app-error';
import { principalOf } from '../../plugins/guard';
import { batchFor, batchView, fieldsFor } from './batch-view';
import { CHECK_JOB, checkJob } from './check-job';
import { COMMIT_JOB, commitJob } from './commit-job';
import { autoMapping, resolveMapping } from './import-fields';
import {
  committedTwin,
  insertBatch,
  setMapping,
  startCheck,
  startCommit,
  type BatchRow,
} from './import-batches.repository';
import { importableForm } from './importable-form';
import type { ImportJobPayload } from './import-job';
import { readSheet } from './read-sheet';
import { readUpload } from './read-upload';
import { storeRows } from './stored-rows';
import { undoBatch } from './undo-batch';

/** A batch whose run is under way takes no other step until it ends. */
function assertIdle(batch: BatchRow) {
  if (batch.status === 'checking' || batch.status === 'committing')
    throw new AppError('conflict', `This import is ${batch.status} already: follow that run.`);
  if (batch.state === 'committed' || batch.state === 'undone')
    throw new AppError('conflict', `This import is ${batch.state} already: upload the file again.`);
}

/**
 * The batch importer: upload a file of any definition with `importer`, map its columns, check
 * every row in the background (a dry run that writes only the report), commit the good rows in
 * one transaction, and undo a commit.
 */
export const importBatchesRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, forms, config, jobs, modules },
) => {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 1, parts: 2, fieldSize: 10 },
  });
  jobs.register(CHECK_JOB, checkJob({ db, forms, config, modules }));
  jobs.register(COMMIT_JOB, commitJob({ db, forms, config, modules }));

  app.post(
    '/imports/:formId',
    {
      schema: {
        description:
          'multipart/form-data: "file" (.xlsx or UTF-8 .csv, header row first) and optionally "mode" ("create": rows matching a record by the key update it, the default; "update": every row must match one). Answers the batch with its columns matched to fields.',
        consumes: ['multipart/form-data'],
        params: ImportFormParamsSchema,
        response: { 201: ImportBatchSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const form = importableForm(forms, request.params.formId, who);
      const upload = await readUpload(request);
      const { importer } = form.definition;
      if (upload.mode === 'update' && !importer?.key)
        throw fieldError('/mode', `${form.definition.title} has no key to match records by`);
      const sheet = await readSheet(
        upload.name,
        upload.body,
        importer?.maxRows ?? IMPORT_DEFAULT_MAX_ROWS,
      );
      if (sheet.rows.length === 0)
        throw fieldError('/file', 'File has no data rows below the header row');
      const batch = await withOrg(db, who.orgId, async (tx) => {
        const { fields } = await fieldsFor(tx, who.orgId, form, upload.mode === 'update');
        const headers = sheet.headers.map((header) => header.slice(0, 200));
        const id = await insertBatch(tx, who.orgId, {
          formId: form.definition.formId,
          mode: upload.mode,
          fileName: upload.name.slice(0, 255),
          sha256: createHash('sha256').update(upload.body).digest('hex'),
          headers,
          rowsJson: storeRows(sheet.rows),
          mapping: autoMapping(headers, fields),
          uploadedBy: who.username,
        });
        const { batch: created } = await batchFor(tx, who, forms, id);
        return batchView(tx, who.orgId, form, created);
      });
      return reply.status(201).send(batch);
    },
  );

  app.get(
    '/imports/batch/:id',
    { schema: { params: ImportBatchParamsSchema, response: { 200: ImportBatchSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const { batch, form } = await batchFor(tx, who, forms, request.params.id);
        return batchView(tx, who.orgId, form, batch);
      });
    },
  );

  app.put(
    '/imports/batch/:id/mapping',
    {
      schema: {
        params: ImportBatchParamsSchema,
        body: MappingRequestSchema,
        response: { 200: ImportBatchSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const { batch, form } = await batchFor(tx, who, forms, request.params.id);
        assertIdle(batch);
        const { fields, required } = await fieldsFor(tx, who.orgId, form, batch.mode === 'update');
        const { columns } = request.body;
        resolveMapping(columns, batch.headers, fields, required);
        await setMapping(tx, who.orgId, batch.id, columns);
        const { batch: mapped } = await batchFor(tx, who, forms, batch.id);
        return batchView(tx, who.orgId, form, mapped);
      });
    },
  );

  const payloadOf = (
    request: { ip: string },
    who: ReturnType<typeof principalOf>,
    batchId: string,
  ) => ({
    batchId,
    accountId: who.accountId,
    username: who.username,
    ip: request.ip,
  });

  app.post(
    '/imports/batch/:id/check',
    { schema: { params: ImportBatchParamsSchema, response: { 202: RunStartedSchema } } },
    async (request, reply) => {
      const who = principalOf(request);
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const { batch, form } = await batchFor(tx, who, forms, request.params.id);
        assertIdle(batch);
        const { fields, required } = await fieldsFor(tx, who.orgId, form, batch.mode === 'update');
        resolveMapping(batch.mapping, batch.headers, fields, required);
        const id = await jobs.enqueue<ImportJobPayload>(tx, who.orgId, {
          kind: CHECK_JOB,
          subject: batch.id,
          requestedBy: who.accountId,
          payload: payloadOf(request, who, batch.id),
          busyMessage: 'This file is being checked already: follow that run.',
        });
        await startCheck(tx, who.orgId, batch.id, id);
        return id;
      });
      return reply.status(202).send({ runId });
    },
  );

  app.post(
    '/imports/batch/:id/commit',
    {
      schema: {
        params: ImportBatchParamsSchema,
        body: CommitRequestSchema,
        response: { 202: RunStartedSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { skipBadRows } = request.body;
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const { batch, form } = await batchFor(tx, who, forms, request.params.id);
        assertIdle(batch);
        if (batch.state !== 'checked' || !batch.counts)
          throw new AppError(
            'conflict',
            'Check the file before importing it: it has not been checked since its columns were last mapped.',
          );
        if (batch.counts.bad > 0 && !skipBadRows)
          throw fieldError(
            '/skipBadRows',
            `${batch.counts.bad} row(s) have problems: correct the file, or import the good rows and skip them (skipBadRows)`,
          );
        if (batch.counts.valid === 0)
          throw fieldError('/file', 'No row of the file can be imported');
        if (!form.definition.importer?.key) {
          const twin = await committedTwin(tx, who.orgId, batch.formId, batch.sha256, batch.id);
          if (twin)
            throw new AppError(
              'conflict',
              `This file was imported already (import ${twin.id} of ${twin.committed_at?.toISOString().slice(0, 10)}): undo that import first, or change the file.`,
            );
        }
        const id = await jobs.enqueue<ImportJobPayload>(tx, who.orgId, {
          kind: COMMIT_JOB,
          subject: batch.id,
          requestedBy: who.accountId,
          payload: { ...payloadOf(request, who, batch.id), skipBadRows },
          busyMessage: 'This file is being imported already: follow that run.',
        });
        await startCommit(tx, who.orgId, batch.id, id);
        return id;
      });
      return reply.status(202).send({ runId });
    },
  );

  app.post(
    '/imports/batch/:id/undo',
    { schema: { params: ImportBatchParamsSchema, response: { 200: UndoResultSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const { batch, form } = await batchFor(tx, who, forms, request.params.id);
        await announceChange(tx, 'record-counts', form.definition.formId);
        return undoBatch(
          {
            tx,
            orgId: who.orgId,
            accountId: who.accountId,
            username: who.username,
            ip: request.ip,
            forms,
            config,
            modules,
          },
          form,
          batch,
        );
      });
    },
  );
};
