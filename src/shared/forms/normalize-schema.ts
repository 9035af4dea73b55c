import { pointerTarget, propertiesOf, resolveLocal, typeOf, type JsonSchemaNode } from './fields';

/**
 * A drop-in schema in the one dialect the engine runs: JSON Schema draft 2019-09, which ajv
 * validates (`Ajv2019`) and RJSF renders (it knows tuples as `items: [...]` and `dependencies`,
 * not 2020-12's `prefixItems` or `dependentSchemas`). Authors write draft-07 or 2020-12 (the
 * default); both are rewritten here, once, before the server or the browser sees the schema.
 */

const DRAFT_07 = /json-schema\.org\/draft-0[467]\/schema/;
const DRAFT_2019 = /json-schema\.org\/draft\/2019-09\/schema/;
const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;

export type Dialect = 'draft-07' | '2019-09' | '2020-12';

/** The dialect a `$schema` names; 2020-12 when it names none. Null for one we do not know. */
export function dialectOf(uri: unknown): Dialect | null {
  if (uri === undefined) return '2020-12';
  if (typeof uri !== 'string') return null;
  if (DRAFT_07.test(uri)) return 'draft-07';
  if (DRAFT_2019.test(uri)) return '2019-09';
  if (DRAFT_2020.test(uri)) return '2020-12';
  return null;
}

type Node = JsonSchemaNode;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords holding one subschema / a list of them / a map of them. */
const ONE = ['not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems'];
const MANY = ['allOf', 'anyOf', 'oneOf'];
const MAP = ['$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
/** Where a subschema describes a value of its own (not a facet of its parent's value). */
const VALUE_ONE = ['additionalItems', 'additionalProperties', 'unevaluatedProperties'];

/** 2020-12 -> 2019-09: `prefixItems` + `items` become `items: [...]` + `additionalItems`. */
function tuples(node: Node, dialect: Dialect): Node {
  if (dialect !== '2020-12' || !Array.isArray(node.prefixItems)) return node;
  const { prefixItems, items, ...rest } = node;
  return {
    ...rest,
    items: prefixItems as unknown as Node,
    ...(items !== undefined && { additionalItems: items }),
  };
}

/** `dependentSchemas` and `dependentRequired` as RJSF's `dependencies`, which it renders. */
function dependencies(node: Node): Node {
  if (!isNode(node.dependentSchemas) && !isNode(node.dependentRequired)) return node;
  const { dependentSchemas, dependentRequired, ...rest } = node;
  return {
    ...rest,
    dependencies: {
      ...(isNode(node.dependencies) ? node.dependencies : {}),
      ...(dependentRequired as object | undefined),
      ...(dependentSchemas as object | undefined),
    },
  };
}

/**
 * An `anyOf` of distinct `const`s is a choice exactly like a `oneOf` of them (no value matches
 * two), and RJSF starts a `oneOf` choice empty where it would preselect an `anyOf`'s first.
 */
function constChoice(node: Node): Node {
  const options = node.anyOf;
  if (!Array.isArray(options) || 'oneOf' in node) return node;
  if (!options.every((option) => isNode(option) && 'const' in option)) return node;
  const values = options.map((option) => JSON.stringify((option as Node).const));
  if (new Set(values).size !== values.length) return node;
  const { anyOf, ...rest } = node;
  return { ...rest, oneOf: anyOf };
}

/** A `data-url` string would keep whole files in the record: it is an attachment instead. */
function dataUrl(node: Node): Node {
  if (node.format !== 'data-url') return node;
  const { type: _type, format: _format, ...rest } = node;
  return { ...rest, $ref: '#/$defs/attachment' };
}

/**
 * A value that is an object and says nothing of properties it does not declare accepts only
 * those it declares, here or in its branches (`unevaluatedProperties` sees through `allOf`,
 * `if`, `$ref`...): a stray field is refused rather than stored, without the author closing
 * every object by hand. A `$ref`'s target and branch schemas are not closed themselves, since
 * they describe part of a value, not all of it.
 */
function close(node: Node, root: Node): Node {
  if (!isValueObject(node, root)) return node;
  return { ...node, unevaluatedProperties: false };
}

function isValueObject(node: Node, root: Node): boolean {
  if ('additionalProperties' in node || 'unevaluatedProperties' in node) return false;
  // A shared fragment (not yet bundled, so not in this schema) is closed in its own file.
  if (node.$ref && !pointerTarget(root, node.$ref)) return false;
  const resolved = resolveLocal(node, root);
  if (
    resolved !== node &&
    isNode(resolved) &&
    ('additionalProperties' in resolved || 'unevaluatedProperties' in resolved)
  )
    return false;
  const type = typeOf(resolved);
  if (type !== undefined && type !== 'object') return false;
  // An object that declares no properties (free-form, or a choice of object consts) stays open.
  return Object.keys(propertiesOf(node, root)).length > 0 || isNode(resolved.patternProperties);
}

function walk(node: unknown, dialect: Dialect, root: Node, isValue: boolean): unknown {
  if (!isNode(node)) return node;
  let out: Node = constChoice(dependencies(tuples(dataUrl(node), dialect)));
  if (isValue) out = close(out, root);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) {
    if (key === 'properties' && isNode(value)) {
      result[key] = mapValues(value, (child) => walk(child, dialect, root, true));
    } else if (key === 'items') {
      result[key] = Array.isArray(value)
        ? value.map((child) => walk(child, dialect, root, true))
        : walk(value, dialect, root, true);
    } else if (VALUE_ONE.includes(key)) {
      result[key] = walk(value, dialect, root, true);
    } else if (key === 'dependencies' && isNode(value)) {
      result[key] = mapValues(value, (child) => walk(child, dialect, root, false));
    } else if (ONE.includes(key)) {
      result[key] = walk(value, dialect, root, false);
    } else if (MANY.includes(key) && Array.isArray(value)) {
      result[key] = value.map((child) => walk(child, dialect, root, false));
    } else if (MAP.includes(key) && isNode(value)) {
      result[key] = mapValues(value, (child) =>
        walk(child, dialect, root, key === 'patternProperties'),
      );
    } else result[key] = value;
  }
  return result;
}

function mapValues(record: Node, map: (value: unknown) => unknown): Node {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/** How many times a recursive definition nests in a record (a tree: root and three levels). */
export const RECURSION_DEPTH = 4;

const DEF_KEYWORDS = ['$defs', 'definitions'];

/** Every `$ref` inside a node. */
function refsIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (isNode(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** The local definitions (by ref) that can reach themselves through `$ref`s. */
function recursiveRefs(root: Node): Set<string> {
  const edges = new Map<string, Set<string>>();
  for (const keyword of DEF_KEYWORDS) {
    for (const [name, body] of Object.entries((root[keyword] as Node | undefined) ?? {}))
      edges.set(`#/${keyword}/${name}`, refsIn(body));
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    [...(edges.get(from) ?? [])].some(
      (next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
    );
  return new Set([...edges.keys()].filter((ref) => reaches(ref, ref)));
}

/** The deepest copy of a recursive definition: without the properties that would nest again. */
function cut(node: Node, recursive: Set<string>): Node {
  const nests = (value: unknown) => [...refsIn(value)].some((ref) => recursive.has(ref));
  if (!isNode(node.properties)) return node;
  const properties = Object.fromEntries(
    Object.entries(node.properties).filter(([, value]) => !nests(value)),
  );
  const required = node.required?.filter((name) => name in properties);
  return { ...node, properties, ...(required && { required }) };
}

/**
 * Recursive definitions written out to `RECURSION_DEPTH` levels: RJSF's schema parser does not
 * end on a cycle (the browser validator could not be built), and a form needs a bound anyway.
 * Server and browser validate the same unrolled schema, so deeper data is refused by both.
 */
function unroll(
  node: unknown,
  root: Node,
  recursive: Set<string>,
  depth: Map<string, number>,
): unknown {
  if (Array.isArray(node)) return node.map((item) => unroll(item, root, recursive, depth));
  if (!isNode(node)) return node;
  const ref = node.$ref;
  if (ref && recursive.has(ref)) {
    const level = depth.get(ref) ?? 0;
    const { $ref: _ref, ...siblings } = node;
    const body = { ...pointerTarget(root, ref), ...siblings };
    const deeper = new Map(depth).set(ref, level + 1);
    return unroll(
      level + 1 >= RECURSION_DEPTH ? cut(body, recursive) : body,
      root,
      recursive,
      deeper,
    );
  }
  return mapValues(node, (value) => unroll(value, root, recursive, depth));
}

function withoutRecursiveDefs(schema: Node, recursive: Set<string>): Node {
  const out = { ...schema };
  for (const keyword of DEF_KEYWORDS) {
    if (!isNode(out[keyword])) continue;
    const kept = Object.entries(out[keyword]).filter(
      ([name]) => !recursive.has(`#/${keyword}/${name}`),
    );
    if (kept.length > 0) out[keyword] = Object.fromEntries(kept);
    else delete out[keyword];
  }
  return out;
}

/**
 * The schema rewritten into the engine's dialect (see above), its `$schema` dropped. Throws for
 * a `$schema` the engine does not know (the definition check reports it).
 */
export function normalizeSchema(schema: Node): Node {
  const { $schema, ...rest } = schema;
  const dialect = dialectOf($schema);
  if (!dialect)
    throw new Error(`"$schema" names a dialect the engine does not know: ${String($schema)}`);
  const walked = walk(rest, dialect, rest, true) as Node;
  const recursive = recursiveRefs(walked);
  if (recursive.size === 0) return walked;
  const kept = withoutRecursiveDefs(walked, recursive);
  return unroll(kept, walked, recursive, new Map()) as Node;
}
