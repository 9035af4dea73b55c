import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { ErrorBody, ErrorCode, FieldError } from '../../shared/api/errors';
import { AppError, STATUS_BY_CODE } from '../http/app-error';
import { humanizeErrors } from '../../shared/forms/field-errors';

function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: FieldError[]) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(STATUS_BY_CODE[code]).type('application/json').send(body);
}

/**
 * Errors the router meets before any route runs (an address that does not decode, a path
 * parameter past the router's length limit), in the API's error shape like every other 4xx.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) =>
  send(
    reply,
    'bad_request',
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid: it does not decode as UTF-8 text.',
  );

/** The one place errors become HTTP: stable codes, field lists, and no 5xx text leaked. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return send(reply, error.code, error.message, error.extra.fields);
    }
    if (error.validation) {
      const fields = humanizeErrors(error.validation as never, {
        subject: { request: error.validationContext ?? 'body' },
      });
      return send(
        reply,
        'validation_failed',
        fields.map((field) => field.message).join('; '),
        fields,
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, 'payload_too_large', 'The request is too large.');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    if (error.statusCode === 429) return send(reply, 'too_many_requests', error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(
        reply,
        'bad_request',
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message,
      );
    }
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      'internal',
      'Something went wrong on our side. Please try again; if it keeps happening, tell your administrator.',
    );
  });
}
