import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/api/errors';

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

/** "newPassword" -> "New password"; the last segment of a JSON pointer names the field. */
export function fieldLabel(pointer: string): string {
  const last = pointer.split('/').filter(Boolean).pop() ?? 'Value';
  if (/^\d+$/.test(last)) return `Item ${Number(last) + 1}`;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function describe(error: ErrorObject, label: string): string {
  const params = error.params as Record<string, unknown>;
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  if (custom && error.keyword !== 'required') return `${label} ${custom}`;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'additionalProperties':
      return `${label} is not a field this request accepts`;
    case 'minLength':
      return params.limit === 1
        ? `${label} is required`
        : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters`;
    case 'pattern':
      return `${label} is not in the expected format`;
    case 'type':
      return `${label} must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`;
    case 'minimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
      return `${label} must be at most ${params.limit}`;
    case 'minItems':
      return `${label} must have at least ${params.limit} item(s)`;
    case 'maxItems':
      return `${label} must have at most ${params.limit} items`;
    case 'uniqueItems':
      return `${label} must not repeat an item`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return `${label} must be a valid ${params.format}`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * One entry per failing field, in words a person can act on ("Username is required"). A union
 * of literals fails as several `const` errors plus one `anyOf`: those become "must be one of".
 */
export function toFieldErrors(errors: readonly ErrorObject[], part: string): FieldError[] {
  const byPath = new Map<string, FieldError>();
  const allowed = new Map<string, unknown[]>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const extra =
      error.keyword === 'required'
        ? `/${String(params.missingProperty)}`
        : error.keyword === 'additionalProperties'
          ? `/${String(params.additionalProperty)}`
          : '';
    const path = `${error.instancePath}${extra}`;
    if (error.keyword === 'const') {
      allowed.set(path, [...(allowed.get(path) ?? []), params.allowedValue]);
      continue;
    }
    if (byPath.has(path)) continue;
    const label = path === '' ? `Request ${part}` : fieldLabel(path);
    byPath.set(path, { path, message: describe(error, label) });
  }
  for (const [path, values] of allowed) {
    byPath.set(path, { path, message: `${fieldLabel(path)} must be one of: ${values.join(', ')}` });
  }
  return [...byPath.values()];
}
