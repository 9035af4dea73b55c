import {
  createErrorHandler,
  ErrorSchemaBuilder,
  type ErrorSchema,
  type FormValidation,
  type RJSFValidationError,
} from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../../../shared/api/errors';
import type { JsonSchemaNode } from '../../../shared/forms/fields';
import { humanizeErrors } from '../../../shared/forms/field-errors';

type Data = Record<string, unknown>;

/** "/lines/0/amount" -> ["lines", "0", "amount"] (RFC 6901 escapes undone). */
function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toPointer(segments: string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** RJSF's error back in ajv's shape, so the one shared phrasing (humanizeErrors) applies. */
function toAjvError(error: RJSFValidationError): ErrorObject {
  const segments = (error.property ?? '').split('.').filter(Boolean);
  // RJSF appends the missing property to `property`; ajv reports the parent object instead.
  const instance = error.name === 'required' ? segments.slice(0, -1) : segments;
  return {
    keyword: error.name ?? '',
    instancePath: toPointer(instance),
    schemaPath: error.schemaPath ?? '',
    params: (error.params ?? {}) as ErrorObject['params'],
    message: error.message,
  };
}

/** RJSF `transformErrors`: the same words the server's 422s use ("Name is required"). */
export function humanizeFormErrors(
  errors: RJSFValidationError[],
  root: JsonSchemaNode,
): RJSFValidationError[] {
  return errors.map((error) => {
    const message = humanizeErrors([toAjvError(error)], { root })[0]?.message;
    return message ? { ...error, message, stack: message } : error;
  });
}

/** Errors by JSON pointer (a 422 body) as RJSF `extraErrors`, shown under each field. */
export function toErrorSchema(errors: FieldError[]): ErrorSchema<Data> {
  const builder = new ErrorSchemaBuilder<Data>();
  for (const { path, message } of errors) builder.addErrors(message, pointerSegments(path));
  return builder.ErrorSchema;
}

/** Adds errors by JSON pointer inside RJSF `customValidate`, creating missing branches. */
export function addFieldErrors(
  validation: FormValidation<Data>,
  errors: FieldError[],
): FormValidation<Data> {
  for (const { path, message } of errors) {
    let node = validation as Record<string, unknown>;
    for (const segment of pointerSegments(path)) {
      node[segment] ??= createErrorHandler<unknown>(undefined);
      node = node[segment] as Record<string, unknown>;
    }
    (node as unknown as FormValidation).addError(message);
  }
  return validation;
}
