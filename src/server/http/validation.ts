import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { once } from '../../shared/once';
import { onFirstCall } from './compile-on-first-use';
import { boundaryErrors } from './text-boundary';

// Bodies are taken as sent (no coercion, unknown fields refused); query strings and path
// parameters arrive as text, so there numbers and booleans are coerced.
const options = {
  allErrors: true,
  verbose: true,
  strict: false,
  removeAdditional: false,
  useDefaults: true,
} as const;
const bodyAjv = once(() => addFormats.default(new Ajv({ ...options, coerceTypes: false })));
const textAjv = once(() => addFormats.default(new Ajv({ ...options, coerceTypes: 'array' })));

type CheckedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A request part's validator: its schema, then the boundary rule every part of every route
 * obeys (text PostgreSQL can store, safe numbers, bounded nesting). The boundary runs after the
 * schema so that it sees coerced query numbers, and its errors come first: they name the rule
 * a value broke rather than a pattern it failed because of it.
 */
function withBoundary(validate: ValidateFunction): CheckedValidator {
  const checked: CheckedValidator = (data) => {
    const valid = validate(data);
    const refused = boundaryErrors(data);
    checked.errors = [...refused, ...(valid ? [] : (validate.errors ?? []))];
    return checked.errors.length === 0;
  };
  return checked;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  onFirstCall(() =>
    withBoundary((httpPart === 'body' ? bodyAjv : textAjv)().compile(schema as object)),
  );

/** A validator for a body part checked after routing (its schema depends on another field). */
export const compileBodyValidator = (schema: object): ValidateFunction => bodyAjv().compile(schema);
