import type { FastifyReply } from 'fastify';

/** JSON text that encodes a `T` (built where parsing and re-serialising would cost too much). */
export type JsonText<T> = string & { readonly encodes?: T };

/**
 * Sends JSON text as it is: a string with a JSON content type skips Fastify's serializer. The
 * route's response schema still documents the shape; `JsonText<T>` keeps the two in step.
 */
export function sendJsonText<T>(reply: FastifyReply, text: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
