import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { StoredFileSchema } from '../../shared/api/records';
import { FILE_MAX_BYTES, FILE_TYPES } from '../../shared/constants';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { fieldError } from '../http/app-error';
import { uploadError } from '../http/upload-error';
import { principalOf } from '../plugins/guard';
import { readableFileOrThrow } from './file-access';
import { storeFile } from './files.repository';
import { referenceChecks } from './reference-checks';

const ALLOWED = new Set<string>(FILE_TYPES);
const megabytes = FILE_MAX_BYTES / 1024 / 1024;

const UPLOAD = {
  path: '/file',
  tooLarge: `File must be at most ${megabytes} MB`,
  howToSend: 'The upload is not valid multipart/form-data: send one file in a part named "file".',
  unreadable: 'File could not be read from the upload',
};

/** The one file of an upload and its bytes, of an accepted type and size. */
async function readUpload(request: FastifyRequest): Promise<{ part: MultipartFile; body: Buffer }> {
  const part = await request.file().catch((error: unknown) => {
    throw uploadError(error, UPLOAD);
  });
  if (!part) throw fieldError('/file', 'File is required');
  if (!ALLOWED.has(part.mimetype)) {
    part.file.resume();
    throw fieldError(
      '/file',
      `File type ${part.mimetype} is not accepted (PDF, images, text, CSV, Word or Excel files only)`,
    );
  }
  const body = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error, UPLOAD);
  });
  return { part, body };
}

/**
 * Attachments, kept in the deployment's files store (`store/`) with rows beside the records
 * that name them: uploaded by anyone signed in, read by the uploader and whoever may read what
 * names them (`file-access.ts`).
 */
export const filesRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, forms, files },
) => {
  const checks = referenceChecks(forms);
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: FILE_MAX_BYTES, fields: 0, parts: 1 },
  });

  app.post(
    '/files',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: StoredFileSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      if (!request.isMultipart())
        throw fieldError('/file', 'File must be sent as multipart/form-data');
      const { part, body } = await readUpload(request);
      // Path separators and control characters (NUL among them) have no place in a download name.
      const name =
        [...part.filename]
          .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
          .join('')
          .slice(0, 255) || 'file';
      const stored = await withOrg(db, who.orgId, (tx) =>
        storeFile(tx, files, who.orgId, { name, type: part.mimetype, body }, who.username),
      );
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        params: Type.Object({
          id: Type.String({ format: 'uuid', errorMessage: 'must be a file id' }),
        }),
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { file, body } = await withOrg(db, who.orgId, async (tx) => {
        const file = await readableFileOrThrow(tx, who, request.params.id, checks);
        return { file, body: await files.read(tx, { orgId: who.orgId, id: file.id }, file.store) };
      });
      return reply
        .type(file.content_type)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
