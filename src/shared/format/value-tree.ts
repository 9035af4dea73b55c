import { deepEquals as equal } from '@rjsf/utils';
import {
  describeField,
  entrySchema,
  propertiesOf,
  resolveLocal,
  type FieldInfo,
  type FieldKind,
  type JsonSchemaNode,
} from '../forms/fields';

/**
 * A value read through its schema, for the fields the engine adds nothing to (`generic`) and
 * nested groups (`object`): the list text, the export text and the read-only view all draw this
 * same tree, so they agree on titles, order and depth.
 */
export type ValueNode =
  /** A `const`/`enum` choice, by its title. */
  | { type: 'choice'; title: string }
  /** A value an engine kind shows (money, lookup, file, date, boolean, text...), by that kind. */
  | { type: 'kind'; field: FieldInfo; value: unknown }
  /** An array or a tuple, item by item. */
  | { type: 'list'; items: ValueNode[] }
  /** An object: declared properties by title in schema order, then map entries by key. */
  | { type: 'group'; entries: ValueEntry[] }
  /** A list or group nested deeper than MAX_DEPTH (a recursive tree). */
  | { type: 'cut' };

interface ValueEntry {
  key: string;
  label: string;
  node: ValueNode;
}

type Value = Record<string, unknown>;

/** Nesting shown before a value reads "…": a recursive `$ref` tree has no end of its own. */
const MAX_DEPTH = 4;

/** Kinds read structurally here; any other kind is left to its own formatter and cell. */
const WALKED: ReadonlySet<FieldKind> = new Set(['object', 'generic', 'table', 'multiselect']);

/** Engine kinds whose value is an object or an array; the others hold one scalar. */
const STRUCTURED_KINDS: ReadonlySet<FieldKind> = new Set([
  'lookup',
  'file',
  'files',
  'photo',
  'richtext',
]);

/** How many `oneOf`/`anyOf` levels are followed for one value (a branch may `$ref` itself). */
const MAX_BRANCH_STEPS = 8;

const isSchema = (node: unknown): node is JsonSchemaNode =>
  Boolean(node) && typeof node === 'object' && !Array.isArray(node);

const isObjectValue = (value: unknown): value is Value =>
  isSchema(value) && Object.getPrototypeOf(value) === Object.prototype;

const branchesOf = (node: JsonSchemaNode): JsonSchemaNode[] =>
  [node.oneOf, node.anyOf].flatMap((list) => (Array.isArray(list) ? list.filter(isSchema) : []));

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Whether the schema's `type` (if any) allows the value. */
function typeFits(schema: JsonSchemaNode, value: unknown): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = jsonType(value);
  if (types.includes(type)) return true;
  return type === 'number' && types.includes('integer') && Number.isInteger(value);
}

/**
 * Whether a branch describes the value, without a validator: its type allows it and, for an
 * object, the value has some of the branch's declared properties and agrees with its `const`s
 * (the usual discriminator). A branch that declares none fits any object (e.g. a fragment).
 */
function fits(branch: JsonSchemaNode, value: unknown, root: JsonSchemaNode | undefined): boolean {
  const schema = resolveLocal(branch, root);
  if (!typeFits(schema, value)) return false;
  if (!isObjectValue(value)) return true;
  const declared = Object.entries(propertiesOf(schema, root));
  if (declared.length === 0) return true;
  const present = declared.filter(([name]) => name in value);
  return (
    present.length > 0 &&
    present.every(([name, property]) => {
      const target = resolveLocal(property, root);
      return !('const' in target) || target.const === value[name];
    })
  );
}

/**
 * The title of the choice the value is: its `enumNames` entry or the titled `oneOf`/`anyOf`
 * branch it is the `const` of (a schema's own `const` + `title` is a label, not a choice).
 */
function choiceTitle(node: JsonSchemaNode, value: unknown, root: JsonSchemaNode | undefined) {
  const names = node.enumNames;
  const index = node.enum?.findIndex((option) => equal(option, value)) ?? -1;
  if (Array.isArray(names) && typeof names[index] === 'string') return names[index];
  for (const branch of branchesOf(node)) {
    const choice = resolveLocal(branch, root);
    if ('const' in choice && equal(choice.const, value) && typeof choice.title === 'string')
      return choice.title;
  }
  return undefined;
}

/**
 * The one alternative to read the value by: the first fitting branch of a scalar or array
 * (e.g. the non-null side of a nullable), or the only fitting branch of an object whose own
 * schema declares no properties. Objects matching several branches are read by all of them.
 */
function alternativeFor(node: JsonSchemaNode, value: unknown, root: JsonSchemaNode | undefined) {
  const fitting = branchesOf(node).filter((branch) => fits(branch, value, root));
  if (!isObjectValue(value)) return fitting[0];
  return fitting.length === 1 && !node.properties ? fitting[0] : undefined;
}

/** The schema of an undeclared key: a matching `patternProperties`, else `additionalProperties`. */
function extraSchema(node: JsonSchemaNode, key: string): JsonSchemaNode | undefined {
  const patterns = isSchema(node.patternProperties) ? node.patternProperties : {};
  for (const [pattern, schema] of Object.entries(patterns))
    if (isSchema(schema) && new RegExp(pattern, 'u').test(key)) return schema;
  if (node.additionalProperties === false) return undefined;
  return isSchema(node.additionalProperties) ? node.additionalProperties : {};
}

/** The object schema with only the `oneOf`/`anyOf` branches the value fits (all if none do). */
function narrowed(node: JsonSchemaNode, value: Value, root: JsonSchemaNode | undefined) {
  const narrow = (list: unknown) => {
    const branches = Array.isArray(list) ? list.filter(isSchema) : [];
    const fitting = branches.filter((branch) => fits(branch, value, root));
    return fitting.length > 0 ? fitting : branches;
  };
  return { ...node, oneOf: narrow(node.oneOf), anyOf: narrow(node.anyOf) };
}

const present = <T>(entry: T | null): entry is T => entry !== null;

function group(
  node: JsonSchemaNode,
  value: Value,
  root: JsonSchemaNode | undefined,
  depth: number,
) {
  const declared = propertiesOf(narrowed(node, value, root), root);
  const entries: (ValueEntry | null)[] = [];
  const entry = (key: string, label: string, schema: JsonSchemaNode) => {
    const child = walk(schema, value[key], root, depth + 1);
    return child && { key, label, node: child };
  };
  for (const [key, schema] of Object.entries(declared))
    if (key in value)
      entries.push(entry(key, describeField(key, schema, undefined, root).title, schema));
  for (const key of Object.keys(value)) {
    const schema = key in declared ? undefined : extraSchema(node, key);
    if (schema) entries.push(entry(key, key, schema));
  }
  const shown = entries.filter(present);
  return shown.length > 0 ? ({ type: 'group', entries: shown } as const) : null;
}

function list(
  node: JsonSchemaNode,
  value: unknown[],
  root: JsonSchemaNode | undefined,
  depth: number,
) {
  const items = value
    .map((item, index) => walk(entrySchema(node, index) ?? {}, item, root, depth + 1))
    .filter(present);
  return items.length > 0 ? ({ type: 'list', items } as const) : null;
}

function walk(
  declared: JsonSchemaNode,
  value: unknown,
  root: JsonSchemaNode | undefined,
  depth: number,
): ValueNode | null {
  if (value === null || value === undefined || value === '') return null;
  let schema = declared;
  for (let step = 0; step < MAX_BRANCH_STEPS; step += 1) {
    const node = resolveLocal(schema, root);
    const title = choiceTitle(node, value, root);
    if (title !== undefined) return { type: 'choice', title };
    const branch = alternativeFor(node, value, root);
    if (!branch) break;
    schema = branch;
  }
  // Only the kind and the resolved schema are used, not the title: no name needed.
  const field = describeField('', schema, undefined, root);
  // A value of the wrong shape for its kind (stale data) is read structurally instead.
  const shaped = (typeof value === 'object') === STRUCTURED_KINDS.has(field.kind);
  if (!WALKED.has(field.kind) && shaped) return { type: 'kind', field, value };
  if (depth > MAX_DEPTH && typeof value === 'object') return { type: 'cut' };
  if (Array.isArray(value)) return list(field.schema, value, root, depth);
  if (isObjectValue(value)) return group(field.schema, value, root, depth);
  // A scalar the schema does not type (e.g. `{}` or a union): shown by its own JSON type.
  const type = typeof value === 'number' || typeof value === 'boolean' ? typeof value : 'string';
  return { type: 'kind', field: describeField('', { type }, undefined), value };
}

/** The tree of a generic or object field's value; null when there is nothing to show. */
export function valueTree(
  field: Pick<FieldInfo, 'schema' | 'root'>,
  value: unknown,
): ValueNode | null {
  return walk(field.schema, value, field.root, 0);
}
