import type { ValidateFunction } from 'ajv';
import type { Static, TSchema } from 'typebox';
import { humanizeErrors } from '../../shared/forms/field-errors';
import type { JsonSchemaNode } from '../../shared/forms/fields';
import { AppError } from './app-error';
import { compileBodyValidator } from './validation';

const validators = new WeakMap<TSchema, ValidateFunction>();

/**
 * A free-form part of a request (application details, calculator inputs) checked against the
 * schema it turned out to need after routing: a copy with defaults filled, or a 422 naming each
 * field under `/<part>` (at the top with `part` empty: input that is not a request's, such as
 * the operator's command line); `whole` names what has the problems ("The application").
 */
export function parsePart<S extends TSchema>(
  schema: S,
  value: unknown,
  part: string,
  whole: string,
): Static<S> {
  let validate = validators.get(schema);
  if (!validate) {
    validate = compileBodyValidator(schema);
    validators.set(schema, validate);
  }
  // Validation fills defaults in place: work on a copy of what was sent.
  const copy = structuredClone(value);
  if (!validate(copy)) {
    const fields = humanizeErrors(validate.errors ?? [], {
      root: schema as unknown as JsonSchemaNode,
      subject: { request: part || 'input' },
    }).map((field) => ({ ...field, path: part ? `/${part}${field.path}` : field.path }));
    throw new AppError(
      'validation_failed',
      `${whole} has ${fields.length} problem(s): ${fields.map((f) => f.message).join('; ')}`,
      { fields },
    );
  }
  return copy as Static<S>;
}
