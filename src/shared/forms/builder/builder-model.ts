import type { FormDefinition } from '../definition';
import { fieldsOf, propertiesOf, type FieldInfo, type JsonSchemaNode } from '../fields';
import { plainLetters, routeOf } from './built-names';
import {
  BUILDER_KINDS,
  EMPLOYEE_FORM,
  KIND_INFO,
  type BuilderField,
  type BuilderKind,
} from './builder-kinds';

/** A field the builder shows but does not edit (a table, a group, a hand-written schema). */
export interface KeptField {
  name: string;
  title: string;
  kind: 'other';
  required: boolean;
  schema: JsonSchemaNode;
  ui?: unknown;
}

export type ModelField = BuilderField | KeptField;

/** What the form builder's design tab edits; the rest of a definition passes through. */
export interface BuilderModel {
  formId: string;
  title: string;
  pluralTitle: string;
  description: string;
  module: FormDefinition['module'];
  fields: ModelField[];
  list: Pick<FormDefinition['list'], 'columns' | 'search' | 'filters' | 'sort'>;
  access: Pick<FormDefinition['access'], 'read' | 'write'>;
}

type Ui = Record<string, unknown>;

/** The schema and uiSchema entry a builder field writes. */
export function fieldSchema(field: BuilderField): { schema: JsonSchemaNode; ui?: Ui } {
  const info = KIND_INFO[field.kind];
  const schema: JsonSchemaNode = {
    ...info.schema(field),
    title: field.title,
    ...(field.help ? { description: field.help } : {}),
  };
  const ui: Ui = {
    ...(info.widget ? { 'ui:widget': info.widget } : {}),
    ...(field.kind === 'lookup' && field.formId !== EMPLOYEE_FORM
      ? { 'ui:options': { formId: field.formId } }
      : {}),
  };
  return Object.keys(ui).length > 0 ? { schema, ui } : { schema };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** The builder field a described field is, if writing it back gives the very same schema. */
function asBuilderField(info: FieldInfo, required: boolean, ui: unknown): BuilderField | null {
  const widget = (ui as Ui | undefined)?.['ui:widget'];
  const kind =
    BUILDER_KINDS.find(
      (candidate) =>
        KIND_INFO[candidate].engineKind === info.kind &&
        (KIND_INFO[candidate].widget ?? null) === (typeof widget === 'string' ? widget : null),
    ) ?? (info.kind === 'textarea' ? 'textarea' : undefined);
  if (!kind) return null;
  const { schema } = info;
  const field: BuilderField = {
    name: info.name,
    title: typeof schema.title === 'string' ? schema.title : info.title,
    kind,
    required,
    ...(typeof schema.description === 'string' ? { help: schema.description } : {}),
    ...(info.options ? { options: info.options } : {}),
    ...(info.lookupFormId ? { formId: info.lookupFormId } : {}),
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
    ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
    ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
  };
  const written = fieldSchema(field);
  return same(written.schema, schema) && same(written.ui, ui) ? field : null;
}

const SCHEMA_KEYS = new Set(['$schema', 'type', 'properties', 'required', 'additionalProperties']);

/**
 * Whether the design tab can edit a definition: a plain object of properties (branches, local
 * `$defs` and the like are for the JSON tab). Its fields may still be kept as written.
 */
export function designable(definition: FormDefinition): boolean {
  return Object.keys(definition.schema).every((key) => SCHEMA_KEYS.has(key));
}

/** A definition as the design tab edits it. */
export function toModel(definition: FormDefinition): BuilderModel {
  const required = new Set(definition.schema.required ?? []);
  const root = definition.schema as JsonSchemaNode;
  const properties = propertiesOf(root);
  const fields = fieldsOf(definition).map((info): ModelField => {
    const ui = definition.uiSchema?.[info.name];
    return (
      asBuilderField(info, required.has(info.name), ui) ?? {
        name: info.name,
        title: info.title,
        kind: 'other',
        required: required.has(info.name),
        schema: properties[info.name] ?? {},
        ...(ui === undefined ? {} : { ui }),
      }
    );
  });
  const { columns, search, filters, sort } = definition.list;
  return {
    formId: definition.formId,
    title: definition.title,
    pluralTitle: definition.pluralTitle ?? '',
    description: definition.description ?? '',
    module: definition.module,
    fields,
    list: { columns, search, filters, sort },
    access: { read: definition.access.read, write: definition.access.write },
  };
}

/**
 * The definition the model describes, over `base` (what the design tab does not edit: rules,
 * views, workflow, other list and access settings, uiSchema of other keys).
 */
export function toDefinition(model: BuilderModel, base?: FormDefinition): FormDefinition {
  const written = model.fields.map((field) =>
    field.kind === 'other'
      ? { name: field.name, schema: field.schema, ui: field.ui }
      : { name: field.name, ...fieldSchema(field) },
  );
  const names = new Set(model.fields.map((field) => field.name));
  const otherUi = Object.fromEntries(
    Object.entries(base?.uiSchema ?? {}).filter(([key]) => !names.has(key)),
  );
  const uiSchema = {
    ...otherUi,
    ...Object.fromEntries(
      written.flatMap(({ name, ui }) => (ui === undefined ? [] : [[name, ui]])),
    ),
  };
  // Required fields in the order the definition had them, then those newly required.
  const wanted = new Set(model.fields.filter((field) => field.required).map((field) => field.name));
  const before = (base?.schema.required ?? []).filter((name) => wanted.has(name));
  const required = [...new Set([...before, ...wanted])];
  return withoutUndefined({
    ...base,
    formId: model.formId,
    title: model.title,
    pluralTitle: model.pluralTitle || undefined,
    ...(model.description ? { description: model.description } : { description: undefined }),
    module: model.module,
    // A new record type (no route yet) lives where its formId says.
    route: base?.route || routeOf(model.formId),
    schema: {
      ...base?.schema,
      type: 'object',
      ...(required.length > 0 ? { required } : { required: undefined }),
      properties: Object.fromEntries(written.map(({ name, schema }) => [name, schema])),
    },
    ...(Object.keys(uiSchema).length > 0 ? { uiSchema } : { uiSchema: undefined }),
    list: { ...base?.list, ...model.list },
    access: { ...base?.access, ...model.access },
  });
}

/** Keys set to undefined (a cleared description) are left out, as JSON would. */
function withoutUndefined<T extends object>(value: T): T {
  const entries = Object.entries(value).flatMap(([key, inner]): [string, unknown][] => {
    if (inner === undefined) return [];
    const plain = inner !== null && typeof inner === 'object' && !Array.isArray(inner);
    return [[key, plain && key === 'schema' ? withoutUndefined(inner as object) : inner]];
  });
  return Object.fromEntries(entries) as T;
}

/** `Plate number` -> `plateNumber`: a field key from its label. */
export function fieldNameOf(title: string, taken: ReadonlySet<string>): string {
  const words = plainLetters(title)
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const base =
    words
      .map((word, index) =>
        index === 0
          ? word.toLowerCase()
          : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
      )
      .join('')
      .replace(/^[0-9]+/, '')
      .slice(0, 40) || 'field';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  return name;
}

/** A field gone: out of the list's columns, search and filters too (its sort falls back). */
export function withoutField(model: BuilderModel, name: string): BuilderModel {
  const keep = (names: string[]) => names.filter((other) => other !== name);
  const fields = model.fields.filter((field) => field.name !== name);
  return {
    ...model,
    fields,
    list: {
      columns: keep(model.list.columns),
      search: keep(model.list.search),
      filters: keep(model.list.filters),
      sort:
        model.list.sort.field === name
          ? { field: 'createdAt', direction: 'desc' }
          : model.list.sort,
    },
  };
}

export type { BuilderField, BuilderKind };
