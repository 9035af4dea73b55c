import { typesOf, type Operation, type Param, type SchemaNode } from './openapi';
import type { RawRequest } from './raw-http';
import { sampleOf, type Hints } from './schema-sample';

/** One request to an operation, in parts a suite can change one at a time. */
export interface RequestSpec {
  /** Path parameters, already percent-encoded. */
  path: Record<string, string>;
  /** Query parameters as `[name, encoded value]`. */
  query: [string, string][];
  headers: Record<string, string>;
  /** A JSON body (serialised as sent), or raw bytes with their content type. */
  body?: { json: unknown } | { raw: string | Buffer; contentType?: string };
}

const encode = (value: unknown) =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A valid request from the operation's schemas and the suite's hints: every path parameter,
 * the required and the hinted query and header parameters, and the body.
 */
export function baseRequest(op: Operation, hints: Hints): RequestSpec {
  const spec: RequestSpec = { path: {}, query: [], headers: {} };
  for (const param of op.params) {
    const hinted = hints(param.name, param.schema);
    if (param.place !== 'path' && !param.required && hinted === undefined) continue;
    const value = sampleOf(param.schema, param.name, hints);
    if (param.place === 'path') spec.path[param.name] = encode(value);
    else if (param.place === 'query') spec.query.push([param.name, encode(value)]);
    else spec.headers[param.name] = String(value);
  }
  if (op.body) spec.body = { json: sampleOf(op.body, '', hints) };
  return spec;
}

/** The request with one parameter set to `wireValue` (percent-encoded where the URL has it). */
export function withParam(base: RequestSpec, param: Param, wireValue: string): RequestSpec {
  const spec = structuredClone(base);
  if (param.place === 'path') spec.path[param.name] = wireValue;
  else if (param.place === 'query')
    spec.query = [...spec.query.filter(([name]) => name !== param.name), [param.name, wireValue]];
  else spec.headers[param.name] = wireValue;
  return spec;
}

/** The request on the wire, signed with the caller's headers (session, CSRF, organisation). */
export function toRawRequest(
  op: Operation,
  spec: RequestSpec,
  callerHeaders: Record<string, string>,
): RawRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => spec.path[name] ?? '');
  const query = spec.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  const headers = { ...callerHeaders, ...spec.headers };
  let body: string | Buffer | undefined;
  if (spec.body && 'json' in spec.body) {
    body = JSON.stringify(spec.body.json);
    headers['content-type'] = 'application/json';
  } else if (spec.body) {
    body = spec.body.raw;
    if (spec.body.contentType !== undefined) headers['content-type'] = spec.body.contentType;
  }
  return {
    method: op.method,
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers,
    body,
  };
}

export interface Slot {
  pointer: string[];
  schema: SchemaNode;
  /** The schemas of the containers from the root down to the slot's parent. */
  containers: SchemaNode[];
  required: boolean;
}

const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null;

/** Every field of a body schema, a few levels deep: properties, first items, map entries. */
export function* bodySlots(
  schema: SchemaNode,
  pointer: string[] = [],
  containers: SchemaNode[] = [],
): Generator<Slot> {
  if (pointer.length >= 4) return;
  const below = [...containers, schema];
  const children: [string, SchemaNode, boolean][] = [
    ...Object.entries(schema.properties ?? {}).map(
      ([key, child]): [string, SchemaNode, boolean] => [
        key,
        child,
        schema.required?.includes(key) ?? false,
      ],
    ),
    ...(schema.items ? [['0', schema.items, false] as [string, SchemaNode, boolean]] : []),
    ...(isSchema(schema.additionalProperties)
      ? [['k', schema.additionalProperties, false] as [string, SchemaNode, boolean]]
      : []),
  ];
  for (const [key, child, required] of children) {
    const slot: Slot = { pointer: [...pointer, key], schema: child, containers: below, required };
    yield slot;
    yield* bodySlots(child, slot.pointer, below);
  }
}

export const pointerOf = (segments: string[]) => segments.map((segment) => `/${segment}`).join('');

/** The body with `value` at the slot, creating the containers on the way from their schemas. */
export function withValue(
  json: unknown,
  slot: Slot,
  value: unknown,
  remove = false,
): unknown | null {
  const root = structuredClone(json) as Record<string, unknown>;
  let container: Record<string, unknown> = root;
  for (const [depth, segment] of slot.pointer.slice(0, -1).entries()) {
    let next = container[segment];
    if (typeof next !== 'object' || next === null) {
      if (remove) return null;
      const schema = slot.containers[depth + 1] ?? {};
      next = typesOf(schema).includes('array')
        ? []
        : (sampleOf(schema, segment, () => undefined) ?? {});
      container[segment] = next;
    }
    container = next as Record<string, unknown>;
  }
  const last = slot.pointer[slot.pointer.length - 1] as string;
  if (remove) delete container[last];
  else container[last] = value;
  return root;
}
