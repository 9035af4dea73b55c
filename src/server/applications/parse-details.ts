import type { ValidateFunction } from 'ajv';
import {
  APPLICATION_DETAILS_SCHEMAS,
  type FiledDetails,
} from '../../shared/api/application-details';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import { humanizeErrors } from '../../shared/forms/field-errors';
import type { JsonSchemaNode } from '../../shared/forms/fields';
import { AppError } from '../http/app-error';
import { compileBodyValidator } from '../http/validation';

const validators = new Map<ApplicationKind, ValidateFunction>();

/** The details of an application checked against its kind's schema; 422 naming each field. */
export function parseDetails(
  kind: ApplicationKind,
  details: Record<string, unknown>,
): FiledDetails {
  const schema = APPLICATION_DETAILS_SCHEMAS[kind];
  let validate = validators.get(kind);
  if (!validate) {
    validate = compileBodyValidator(schema);
    validators.set(kind, validate);
  }
  // Validation fills defaults in place: work on a copy of what was sent.
  const copy = structuredClone(details);
  if (!validate(copy)) {
    const fields = humanizeErrors(validate.errors ?? [], {
      root: schema as unknown as JsonSchemaNode,
      subject: { request: 'details' },
    }).map((field) => ({ ...field, path: `/details${field.path}` }));
    throw new AppError(
      'validation_failed',
      `The application has ${fields.length} problem(s): ${fields.map((f) => f.message).join('; ')}`,
      { fields },
    );
  }
  return { kind, details: copy } as FiledDetails;
}
