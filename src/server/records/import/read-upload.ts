import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, type ImportMode } from '../../../shared/api/import-batches';
import { AppError, fieldError } from '../../http/app-error';

const megabytes = IMPORT_MAX_BYTES / 1024 / 1024;

/** Anything wrong with the multipart body itself is the sender's: a 4xx, never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('payload_too_large', `File must be at most ${megabytes} MB`, {
      fields: [{ path: '/file', message: `File must be at most ${megabytes} MB` }],
    });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fieldError('/file', 'Send one file in the part "file" and, optionally, "mode"');
  return new AppError(
    'bad_request',
    'The upload is not valid multipart/form-data: send the file in a part named "file".',
    { fields: [{ path: '/file', message: 'File could not be read from the upload' }] },
  );
}

/** The file and the mode of an import upload. */
export async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError('/file', 'File must be sent as multipart/form-data');
  let file: { name: string; body: Buffer } | null = null;
  let mode: ImportMode = 'create';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        file = { name: part.filename, body: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'mode') {
        if (part.value !== 'create' && part.value !== 'update')
          throw fieldError('/mode', 'mode must be create or update');
        mode = part.value;
      } else {
        if (part.type === 'file') part.file.resume();
        throw fieldError(`/${part.fieldname}`, `${part.fieldname} is not a part an import takes`);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw fieldError('/file', 'File is required');
  return { ...file, mode };
}
