import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * The API's bodies are JSON in UTF-8 and nothing else (uploads add multipart in their own
 * plugin): another charset would be read as UTF-8 and stored garbled, so it is refused with
 * 415, like any other media type. Prototype-poisoning keys are refused, not stripped.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      done(
        new AppError(
          'unsupported_media_type',
          `Send the request body as JSON in UTF-8; charset "${charset}" is not supported.`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, body as string, done);
  });
}
