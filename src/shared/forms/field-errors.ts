import type { ErrorObject } from 'ajv';
import type { FieldError } from '../api/errors';
import { entrySchema, propertiesOf, resolveLocal, words, type JsonSchemaNode } from './fields';

/**
 * JSON Schema errors in words a person can act on ("Name is required", "Amount (row 2) must be
 * at least 0"), one entry per failing field. The same code phrases the server's 422s and the
 * form's inline messages, so both say the same thing.
 */

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'date (YYYY-MM-DD)',
  time: 'time (HH:MM)',
  'date-time': 'date and time',
  email: 'e-mail address',
  uuid: 'record id',
  uri: 'web address',
  color: 'colour (#RRGGBB)',
  hostname: 'host name',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
};

/** Keywords whose error is a field that is missing, named in `missingProperty`. */
const MISSING_FIELD = ['required', 'dependentRequired', 'dependencies'];

/** The schema of a member of an object: declared (here or in a branch), else the map's value. */
function memberAt(node: JsonSchemaNode | undefined, root: JsonSchemaNode, name: string) {
  if (!node) return undefined;
  const declared = propertiesOf(node, root)[name];
  if (declared) return declared;
  const extra = node.additionalProperties;
  return extra && typeof extra === 'object' ? (extra as JsonSchemaNode) : undefined;
}

/** The schema node a JSON pointer lands on, following properties, items, maps and local refs. */
function schemaAt(root: JsonSchemaNode, segments: string[]): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = resolveLocal(root, root);
  for (const segment of segments) {
    const next: JsonSchemaNode | undefined =
      /^\d+$/.test(segment) && !node?.properties?.[segment]
        ? node && entrySchema(node, Number(segment))
        : memberAt(node, root, segment);
    node = next && resolveLocal(next, root);
    if (!node) return undefined;
  }
  return node;
}

/** A map's entry is named by its key as written, after the map: "Bank accounts: BDO". */
function mapEntryLabel(root: JsonSchemaNode, segments: string[]): string | null {
  const key = segments[segments.length - 1];
  const parent = schemaAt(root, segments.slice(0, -1));
  if (key === undefined || !parent || propertiesOf(parent, root)[key]) return null;
  if (!parent.additionalProperties || typeof parent.additionalProperties !== 'object') return null;
  const map =
    parent.title ?? (segments.length > 1 ? words(segments[segments.length - 2] as string) : null);
  return map ? `${map}: ${key}` : key;
}

/** A value as words: an object choice as its JSON, never "[object Object]". */
const valueText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** "/lines/1/amount" -> "Amount (row 2)"; titles from the schema, else the name in words. */
export function fieldLabel(pointer: string, root?: JsonSchemaNode): string {
  const segments = pointer.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (last === undefined) return 'Value';
  const rows = segments.filter((segment) => /^\d+$/.test(segment));
  const named = /^\d+$/.test(last) ? segments.slice(0, -1) : segments;
  const title =
    (root && schemaAt(root, named)?.title) ??
    (root && mapEntryLabel(root, named)) ??
    (named.length > 0 ? words(named[named.length - 1] as string) : 'Item');
  const row = rows.length > 0 ? ` (row ${Number(rows[rows.length - 1]) + 1})` : '';
  return `${title}${row}`;
}

function describe(
  error: ErrorObject,
  label: string,
  subject: string,
  root: JsonSchemaNode | undefined,
): string {
  const params = error.params as Record<string, unknown>;
  const custom = (error.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
  // A schema's own wording is about its value, not about a field missing from it.
  if (custom && !MISSING_FIELD.includes(error.keyword)) return `${label} ${custom}`;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${label} is not a field this ${subject} accepts`;
    case 'additionalItems':
    case 'unevaluatedItems':
      return `${label} has more entries than it accepts`;
    case 'contains':
      return `${label} must contain at least one matching entry`;
    case 'propertyNames':
      return `${label} has a key that is not allowed`;
    case 'minLength':
      return params.limit === 1
        ? `${label} is required`
        : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters`;
    case 'pattern':
      return `${label} is not in the expected format`;
    case 'type':
      // A nullable field fails as "string,null": say each type in words.
      return `${label} must be ${String(params.type)
        .split(',')
        .map((type) => (type === 'null' ? 'empty' : (TYPE_WORDS[type] ?? type)))
        .join(' or ')}`;
    case 'minimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
      return `${label} must be at most ${params.limit}`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${params.limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${params.limit}`;
    case 'multipleOf':
      return `${label} must be a multiple of ${params.multipleOf}`;
    case 'dependentRequired':
    case 'dependencies':
      return `${label} is required when ${fieldLabel(`${error.instancePath}/${String(params.property)}`, root)} is given`;
    case 'minProperties':
      return `${label} must have at least ${params.limit} entries`;
    case 'maxProperties':
      return `${label} must have at most ${params.limit} entries`;
    case 'minItems':
      return Number(params.limit) === 1
        ? `${label} needs at least one entry`
        : `${label} must have at least ${params.limit} entries`;
    case 'maxItems':
      return `${label} must have at most ${params.limit} entries`;
    case 'uniqueItems':
      return `${label} must not repeat an entry`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).map(valueText).join(', ')}`;
    case 'nulCharacter':
      return `${label} must not contain a NUL character (\\u0000)`;
    case 'unpairedSurrogate':
      return `${label} must not contain an unpaired surrogate: it is not valid Unicode text`;
    case 'unsafeNumber':
      return `${label} must be a number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`;
    case 'nameNotStorable':
      return `A field name must not contain a NUL character or invalid Unicode text`;
    case 'tooDeep':
      return `${label} is nested too deeply`;
    case 'format':
      return `${label} must be a valid ${FORMAT_WORDS[String(params.format)] ?? String(params.format)}`;
    default:
      return `${label} is not valid`;
  }
}

/** The JSON pointer of the field an error is about (for `required`, the missing field). */
export function errorPath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  // A missing field (also one another field depends on) is the error's place, not its parent.
  if (MISSING_FIELD.includes(error.keyword))
    return `${error.instancePath}/${String(params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${String(params.additionalProperty)}`;
  }
  if (error.keyword === 'unevaluatedProperties') {
    return `${error.instancePath}/${String(params.unevaluatedProperty)}`;
  }
  return error.instancePath;
}

export interface HumanizeOptions {
  /** The schema validated, for field titles. */
  root?: JsonSchemaNode;
  /** What was validated: a record of a form, or a request part such as "body". */
  subject?: { form: true } | { request: string };
}

/**
 * One entry per failing field. A union of literals fails as several `const` errors plus one
 * `anyOf`: those become "must be one of".
 */
export function humanizeErrors(
  errors: readonly ErrorObject[],
  { root, subject = { form: true } }: HumanizeOptions = {},
): FieldError[] {
  const [noun, whole] =
    'request' in subject ? ['request', `Request ${subject.request}`] : ['form', 'Record'];
  const byPath = new Map<string, FieldError>();
  const allowed = new Map<string, unknown[]>();
  for (const error of errors) {
    const path = errorPath(error);
    if (error.keyword === 'const') {
      // A labelled choice ({const, title}) is named by its title.
      const params = error.params as Record<string, unknown>;
      const branch = /\/(?:oneOf|anyOf)\/\d+\/const$/.test(error.schemaPath);
      const title = branch ? (error.parentSchema as JsonSchemaNode | undefined)?.title : undefined;
      allowed.set(path, [...(allowed.get(path) ?? []), title ?? params.allowedValue]);
      continue;
    }
    if (byPath.has(path) || error.keyword === 'if') continue;
    const label = path === '' ? whole : fieldLabel(path, root);
    byPath.set(path, { path, message: describe(error, label, noun, root) });
  }
  for (const [path, values] of allowed) {
    const label = fieldLabel(path, root);
    byPath.set(path, {
      path,
      message: `${label} must be one of: ${values.map(valueText).join(', ')}`,
    });
  }
  return [...byPath.values()];
}
