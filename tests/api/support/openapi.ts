import type { FastifyInstance } from 'fastify';

/** A JSON Schema node as the OpenAPI document gives it (no `$ref`s: TypeBox inlines them). */
export interface SchemaNode {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ParamPlace = 'path' | 'query' | 'header';

export interface Param {
  place: ParamPlace;
  name: string;
  required: boolean;
  schema: SchemaNode;
}

/** One operation of the API as its OpenAPI document describes it. */
export interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/records/{id}`. */
  path: string;
  params: Param[];
  /** The JSON body's schema; absent when the operation takes none (or takes multipart). */
  body?: SchemaNode;
  multipart: boolean;
  /** Declares the platform console's session (its `security`), not an organisation's. */
  console: boolean;
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

interface OpenApiOperation {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string; required?: boolean; schema: SchemaNode }[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}

/**
 * Every operation of `/api/docs/json`, the contract the suites are generated from: a route
 * added later is swept by them without anyone listing it.
 */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Method,
        path,
        params: (op.parameters ?? []).map((param) => ({
          place: param.in as ParamPlace,
          name: param.name,
          // A parameter with a default is listed as required, but the default fills it in.
          required: Boolean(param.required) && param.schema.default === undefined,
          schema: param.schema,
        })),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        console: (op.security ?? []).some((scheme) => 'platformSession' in scheme),
      };
    }),
  );
}

/** The schema's alternatives (`anyOf`/`oneOf`), or the schema itself. */
export const alternativesOf = (schema: SchemaNode): SchemaNode[] =>
  schema.anyOf ?? schema.oneOf ?? [schema];

/** The JSON types a schema admits; `[]` for an untyped (free-form) value. */
export function typesOf(schema: SchemaNode): string[] {
  const types = new Set<string>();
  for (const alternative of alternativesOf(schema)) {
    if (alternative.enum) alternative.enum.forEach((value) => types.add(jsonType(value)));
    else if (alternative.const !== undefined) types.add(jsonType(alternative.const));
    else if (Array.isArray(alternative.type)) alternative.type.forEach((type) => types.add(type));
    else if (alternative.type) types.add(alternative.type);
    else if (alternative.properties) types.add('object');
  }
  if (types.has('integer')) types.add('number');
  return [...types];
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
