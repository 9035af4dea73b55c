import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's validators and response serializers when it starts listening:
// ~0.5 s of each start for ~600 routes, most of which a given instance answers rarely. Each is
// compiled when its route first needs it instead. A broken schema then fails that route's first
// request, not the start: the API suites call every route of the OpenAPI document.

/** A function standing in for the one `compile` makes on its first call; ajv's `errors` follow. */
export function onFirstCall<F extends (data: never) => unknown>(compile: () => F): F {
  let compiled: F | undefined;
  const stand = ((data: never) => {
    compiled ??= compile();
    const result = compiled(data);
    (stand as { errors?: unknown }).errors = (compiled as { errors?: unknown }).errors;
    return result;
  }) as F;
  return stand;
}

const buildSerializer = SerializerSelector();

/** Fastify's own fast-json-stringify serializers, each compiled by its first response. */
export const serializersOnFirstUse: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildSerializer: (externalSchemas, options) => {
      const compilerOf = buildSerializer(externalSchemas as never, options as never);
      return (route: Parameters<typeof compilerOf>[0]) => onFirstCall(() => compilerOf(route));
    },
  },
};
