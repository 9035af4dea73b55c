import type { FormDefinition } from './definition';

/**
 * What a top-level field is, for everything derived from a definition: the widget, the list
 * cell, the index slot, the export format. Widgets and list cells use these same keys.
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
  'lookup',
  'table',
  'object',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Shared fragments (`schemas/_defs/<name>.json`) that decide a field's kind on their own. */
const FRAGMENT_KINDS: Record<string, FieldKind> = {
  money: 'money',
  recordRef: 'lookup',
  employeeRef: 'lookup',
  attachment: 'file',
  attachments: 'files',
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
  /** For lookups: the formId searched. */
  lookupFormId?: string;
  /** For enum and multiselect: the allowed values. */
  options?: string[];
  schema: JsonSchemaNode;
}

const FRAGMENT_REF = /^#\/\$defs\/([A-Za-z0-9]+)$/;

/** The `_defs` fragment a `$ref` points at, e.g. "#/$defs/money" -> "money". */
export function fragmentName(ref: string | undefined): string | null {
  return ref ? (FRAGMENT_REF.exec(ref)?.[1] ?? null) : null;
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

function kindOf(schema: JsonSchemaNode, ui: UiNode): FieldKind {
  const fragment = fragmentName(schema.$ref);
  if (fragment && FRAGMENT_KINDS[fragment]) return FRAGMENT_KINDS[fragment];
  const widget = widgetOf(ui);
  if (widget === 'textarea') return 'textarea';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'array') {
    if (schema.items?.enum) return 'multiselect';
    return 'table';
  }
  if (type === 'object') return 'object';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (schema.enum) return 'enum';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  return 'text';
}

/** Describes one field of a definition (as written, before fragments are bundled). */
export function describeField(name: string, schema: JsonSchemaNode, ui: UiNode): FieldInfo {
  const kind = kindOf(schema, ui);
  const fragment = fragmentName(schema.$ref);
  const info: FieldInfo = { name, title: schema.title ?? words(name), kind, schema };
  if (kind === 'lookup') {
    const formId = optionsOf(ui).formId ?? (fragment ? FRAGMENT_LOOKUP_FORM[fragment] : undefined);
    if (typeof formId === 'string') info.lookupFormId = formId;
  }
  if (kind === 'enum') info.options = (schema.enum ?? []).map(String);
  if (kind === 'multiselect') info.options = (schema.items?.enum ?? []).map(String);
  return info;
}

/** Every top-level field of a definition, in schema order. */
export function fieldsOf(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>): FieldInfo[] {
  const properties = definition.schema.properties as Record<string, JsonSchemaNode>;
  return Object.entries(properties).map(([name, schema]) =>
    describeField(name, schema, definition.uiSchema?.[name] as UiNode),
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
