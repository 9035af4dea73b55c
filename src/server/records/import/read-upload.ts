import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, type ImportMode } from '../../../shared/api/import-batches';
import { fieldError } from '../../http/app-error';
import { uploadError } from '../../http/upload-error';

const megabytes = IMPORT_MAX_BYTES / 1024 / 1024;

const UPLOAD = {
  path: '/file',
  tooLarge: `File must be at most ${megabytes} MB`,
  howToSend: 'The upload is not valid multipart/form-data: send the file in a part named "file".',
  unreadable: 'File could not be read from the upload',
  tooManyParts: 'Send one file in the part "file" and, optionally, "mode"',
};

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
    throw uploadError(error, UPLOAD);
  }
  if (!file) throw fieldError('/file', 'File is required');
  return { ...file, mode };
}
