import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Bodies are taken as sent (no coercion, unknown fields refused); query strings and path
// parameters arrive as text, so there numbers and booleans are coerced.
const options = {
  allErrors: true,
  verbose: true,
  strict: false,
  removeAdditional: false,
  useDefaults: true,
} as const;
const bodyAjv = addFormats.default(new Ajv({ ...options, coerceTypes: false }));
const textAjv = addFormats.default(new Ajv({ ...options, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object) as ValidateFunction;

/** A validator for a body part checked after routing (its schema depends on another field). */
export const compileBodyValidator = (schema: object): ValidateFunction => bodyAjv.compile(schema);
