import type { FormDefinition } from './definition';

/**
 * What a top-level field is, for everything derived from a definition: the widget, the list
 * cell, the index slot, the export format. Widgets and list cells use these same keys.
 * `generic` is any schema the engine adds nothing to (arrays of scalars, tuples, const choices,
 * alternatives, maps...): RJSF's own field renders it, and cells format it from its schema.
 */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'datetime',
  'enum',
  'multiselect',
  'boolean',
  'richtext',
  'file',
  'files',
  'photo',
  'lookup',
  'table',
  'object',
  'generic',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Shared fragments (`schemas/_defs/<name>.json`) that decide a field's kind on their own. */
const FRAGMENT_KINDS: Record<string, FieldKind> = {
  money: 'money',
  recordRef: 'lookup',
  employeeRef: 'lookup',
  attachment: 'file',
  attachments: 'files',
  photo: 'photo',
  richText: 'richtext',
  address: 'object',
};

/** The form a lookup searches when the fragment itself names it. */
const FRAGMENT_LOOKUP_FORM: Record<string, string> = { employeeRef: 'ers-employee' };

export interface JsonSchemaNode {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  $ref?: string;
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  readOnly?: boolean;
  [keyword: string]: unknown;
}

export interface FieldInfo {
  name: string;
  /** The label a person reads: the schema title, or the name in words. */
  title: string;
  kind: FieldKind;
  /**
   * For lookups: the formId searched. For a listed text (a `text` field whose uiSchema names a
   * form in `ui:options.formId`): the list whose entries' labels are its allowed values.
   */
  lookupFormId?: string;
  /** For enum and multiselect: the allowed values. */
  options?: string[];
  schema: JsonSchemaNode;
  /** For generic and object fields: the definition's schema, where nested local `$ref`s point. */
  root?: JsonSchemaNode;
  /** For tables: the cells of a row, in schema order (with the uiSchema's `items` hints). */
  columns?: FieldInfo[];
}

const FRAGMENT_REF = /^#\/\$defs\/([A-Za-z0-9]+)$/;

/** The `_defs` fragment a `$ref` points at, e.g. "#/$defs/money" -> "money". */
export function fragmentName(ref: string | undefined): string | null {
  return ref ? (FRAGMENT_REF.exec(ref)?.[1] ?? null) : null;
}

/** The node a local `$ref` ("#/$defs/x", "#/definitions/x", any JSON pointer) points at. */
export function pointerTarget(root: JsonSchemaNode, ref: string): JsonSchemaNode | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node && typeof node === 'object' ? (node as JsonSchemaNode) : undefined;
}

/**
 * A schema with its local `$ref` followed (siblings win, as in draft 2019+), unless the ref is a
 * shared fragment of a kind of its own (money, lookup...). A chain is followed a few steps at most: a
 * recursive definition is only written out when bundled (normalize-schema.ts), never here.
 */
export function resolveLocal(schema: JsonSchemaNode, root: JsonSchemaNode | undefined) {
  let node = schema;
  for (let step = 0; step < 8 && node.$ref && root; step += 1) {
    const fragment = fragmentName(node.$ref);
    // A nested group (the address) is read through; other fragments are their kind.
    if (fragment && FRAGMENT_KINDS[fragment] && FRAGMENT_KINDS[fragment] !== 'object') return node;
    const target = pointerTarget(root, node.$ref);
    if (!target || target === schema) return node;
    const { $ref: _ref, ...siblings } = node;
    node = { ...target, ...siblings };
  }
  return node;
}

const isSchemaNode = (node: unknown): node is JsonSchemaNode =>
  Boolean(node) && typeof node === 'object' && !Array.isArray(node);

/**
 * The schema of an array's entry at `index`: a tuple's own position (`items: [...]` or 2020-12
 * `prefixItems`), else what the rest follow (`additionalItems`, or `items` after `prefixItems`).
 */
export function entrySchema(node: JsonSchemaNode, index: number): JsonSchemaNode | undefined {
  const items: unknown = node.items;
  const tuple = Array.isArray(node.prefixItems) ? node.prefixItems : items;
  if (!Array.isArray(tuple)) return isSchemaNode(items) ? items : undefined;
  if (index < tuple.length && isSchemaNode(tuple[index])) return tuple[index];
  const rest = Array.isArray(node.prefixItems) ? items : node.additionalItems;
  return isSchemaNode(rest) ? rest : undefined;
}

/** Keywords under which an object schema may declare further properties of the same object. */
const BRANCHES = [
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
];

/**
 * Every property a (root) object schema can hold, by name: its own `properties` first, then
 * those declared only in `allOf`/`anyOf`/`oneOf` branches, `if`/`then`/`else` or `dependencies`,
 * so an author need not hoist them. The first declaration of a name wins.
 */
export function propertiesOf(
  schema: JsonSchemaNode,
  root: JsonSchemaNode = schema,
  found: Record<string, JsonSchemaNode> = {},
  seen = new Set<unknown>(),
): Record<string, JsonSchemaNode> {
  // A branch that refers back to its own definition is visited once, by its ref.
  const key = schema.$ref ?? schema;
  if (seen.has(key)) return found;
  seen.add(key);
  const node = resolveLocal(schema, root);
  for (const [name, property] of Object.entries(node.properties ?? {})) found[name] ??= property;
  for (const keyword of BRANCHES) {
    const value = node[keyword];
    const branches = Array.isArray(value)
      ? value
      : keyword === 'dependencies' || keyword === 'dependentSchemas'
        ? Object.values(value ?? {}).filter((branch) => !Array.isArray(branch))
        : value
          ? [value]
          : [];
    for (const branch of branches) {
      if (branch && typeof branch === 'object')
        propertiesOf(branch as JsonSchemaNode, root, found, seen);
    }
  }
  return found;
}

/** "grossAmount" -> "Gross amount". */
export function words(name: string): string {
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type UiNode = Record<string, unknown> | undefined;

function widgetOf(ui: UiNode): string | undefined {
  const widget = ui?.['ui:widget'];
  return typeof widget === 'string' ? widget : undefined;
}

function optionsOf(ui: UiNode): Record<string, unknown> {
  const options = ui?.['ui:options'];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}

/** The one type of a schema, ignoring `null` (a nullable field is its other type). */
export function typeOf(schema: JsonSchemaNode): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type) => type !== 'null' && type !== undefined,
  );
  return types.length === 1 ? types[0] : undefined;
}

/** Keywords that make a value a choice or a combination RJSF has its own field for. */
const COMPOSED = ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'const', 'dependencies'];

const isComposed = (schema: JsonSchemaNode) => COMPOSED.some((keyword) => keyword in schema);

const allStrings = (values: unknown[] | undefined): values is string[] =>
  Array.isArray(values) && values.length > 0 && values.every((value) => typeof value === 'string');

/** An object schema with named properties: a child table row or a nested group. */
const hasProperties = (schema: JsonSchemaNode | undefined) =>
  Boolean(schema?.properties) && !isComposed(schema as JsonSchemaNode);

/** A grid cell: a fragment kind, a plain scalar or a multiselect; not a group or a list. */
function isCell(schema: JsonSchemaNode, root: JsonSchemaNode | undefined): boolean {
  const fragment = fragmentName(schema.$ref);
  if (fragment && FRAGMENT_KINDS[fragment]) return FRAGMENT_KINDS[fragment] !== 'object';
  const resolved = resolveLocal(schema, root);
  if (resolved.$ref || isComposed(resolved)) return false;
  const type = typeOf(resolved);
  if (type !== 'array') return type !== 'object' && type !== undefined;
  const items = resolved.items;
  return (
    Boolean(items) &&
    !Array.isArray(items) &&
    allStrings(resolveLocal(items as JsonSchemaNode, root).enum)
  );
}

/** Rows of cells are a child table; anything else (nested lists, trees...) is RJSF's. */
function arrayKind(schema: JsonSchemaNode, root: JsonSchemaNode | undefined): FieldKind {
  if (!schema.items || Array.isArray(schema.items)) return 'generic';
  const items = resolveLocal(schema.items, root);
  if (allStrings(items.enum) && !isComposed(items)) return 'multiselect';
  const columns = Object.values(items.properties ?? {});
  if (
    hasProperties(items) &&
    typeOf(items) === 'object' &&
    columns.every((column) => isCell(column, root))
  )
    return 'table';
  return 'generic';
}

function kindOf(schema: JsonSchemaNode, ui: UiNode, root: JsonSchemaNode | undefined): FieldKind {
  const fragment = fragmentName(schema.$ref);
  if (fragment && FRAGMENT_KINDS[fragment]) return FRAGMENT_KINDS[fragment];
  const resolved = resolveLocal(schema, root);
  if (resolved.$ref || isComposed(resolved)) return 'generic';
  const type = typeOf(resolved);
  if (type === 'array') return arrayKind(resolved, root);
  if (type === 'object') return hasProperties(resolved) ? 'object' : 'generic';
  if (resolved.enum) return allStrings(resolved.enum) && type !== undefined ? 'enum' : 'generic';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type !== 'string') return 'generic';
  if (widgetOf(ui) === 'textarea') return 'textarea';
  if (resolved.format === 'date') return 'date';
  if (resolved.format === 'date-time') return 'datetime';
  return 'text';
}

/**
 * Describes one field of a definition (as written, before fragments are bundled); `root` is the
 * definition's schema, for local `$ref`s (`#/$defs/x` it defines itself, `#/definitions/x`).
 */
export function describeField(
  name: string,
  schema: JsonSchemaNode,
  ui: UiNode,
  root?: JsonSchemaNode,
): FieldInfo {
  const kind = kindOf(schema, ui, root);
  const fragment = fragmentName(schema.$ref);
  const resolved = resolveLocal(schema, root);
  const info: FieldInfo = { name, title: resolved.title ?? words(name), kind, schema: resolved };
  if ((kind === 'generic' || kind === 'object') && root) info.root = root;
  if (kind === 'lookup') {
    const formId = optionsOf(ui).formId ?? (fragment ? FRAGMENT_LOOKUP_FORM[fragment] : undefined);
    if (typeof formId === 'string') info.lookupFormId = formId;
  }
  if (kind === 'text') {
    const formId = optionsOf(ui).formId;
    if (typeof formId === 'string') info.lookupFormId = formId;
  }
  if (kind === 'enum') info.options = (resolved.enum ?? []).map(String);
  if (kind === 'table') {
    const cellsUi = ui?.items as Record<string, UiNode> | undefined;
    info.columns = Object.entries(
      resolveLocal(resolved.items as JsonSchemaNode, root).properties ?? {},
    ).map(([cell, cellSchema]) => describeField(cell, cellSchema, cellsUi?.[cell], root));
  }
  if (kind === 'multiselect') {
    const items = resolveLocal(resolved.items as JsonSchemaNode, root);
    info.options = (items.enum ?? []).map(String);
  }
  return info;
}

/** Every top-level field of a definition, in schema order. */
export function fieldsOf(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): FieldInfo[] {
  const root = definition.schema as JsonSchemaNode;
  return Object.entries(propertiesOf(root)).map(([name, schema]) =>
    describeField(name, schema, definition.uiSchema?.[name] as UiNode, root),
  );
}

/** Kinds that can be a sort or filter key: one comparable value per record. */
export const INDEXABLE_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'enum',
  'boolean',
  'lookup',
]);

/** Kinds whose text feeds the search box. */
export const SEARCHABLE_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'textarea',
  'enum',
  'lookup',
  'date',
  'number',
]);
