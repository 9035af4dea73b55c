import type { ColumnMapping, ImportField } from '../../../shared/api/import-batches';
import type { FormDefinition } from '../../../shared/forms/definition';
import { describeField, type FieldInfo } from '../../../shared/forms/fields';
import { fieldError } from '../../http/app-error';
import { importableKind } from './cell-values';

/** A column of the file that fills a field. */
export interface ImportColumn {
  index: number;
  header: string;
  field: FieldInfo;
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const fillable = (field: FieldInfo, absent: ReadonlySet<string>) =>
  importableKind(field.kind) && !field.schema.readOnly && !absent.has(field.name);

/** An object field's own fields that one cell each can fill, named `parent.child`. */
function subFields(parent: FieldInfo): FieldInfo[] {
  return Object.entries(parent.schema.properties ?? {})
    .map(([name, schema]) =>
      describeField(`${parent.name}.${name}`, schema, undefined, parent.root),
    )
    .filter((field) => field.kind !== 'lookup' && importableKind(field.kind))
    .map((field) => ({ ...field, title: `${parent.title}: ${field.title}` }));
}

/**
 * The fields a file may fill, in schema order: every field one cell can hold (not rich text,
 * files or photos), not computed, used by the organisation; an object's fields one by one.
 */
export function importFields(
  fields: Iterable<FieldInfo>,
  absent: ReadonlySet<string>,
): FieldInfo[] {
  return [...fields].flatMap((field) =>
    field.kind === 'object'
      ? absent.has(field.name)
        ? []
        : subFields(field)
      : fillable(field, absent)
        ? [field]
        : [],
  );
}

/** Fields a file must map: the key in update mode; otherwise required ones without a default. */
export function requiredFields(
  fields: readonly FieldInfo[],
  definition: FormDefinition,
  updateOnly: boolean,
): Set<string> {
  if (updateOnly) return new Set(definition.importer?.key ?? []);
  const required = new Set(definition.schema.required ?? []);
  return new Set(
    fields
      .filter((field) => required.has(field.name) && field.schema.default === undefined)
      .map((field) => field.name),
  );
}

/** The fields as the mapping screen lists them. */
export const describeImportFields = (fields: readonly FieldInfo[], required: Set<string>) =>
  fields.map((field): ImportField => ({
    name: field.name,
    title: field.title.slice(0, 200),
    kind: field.kind,
    required: required.has(field.name),
    ...(field.options ? { options: field.options.slice(0, 500) } : {}),
  }));

/**
 * Each header matched to a field by title or name, ignoring case and spacing (an object's field
 * also by its own title when no other field has it); the first column of a field wins.
 */
export function autoMapping(
  headers: readonly string[],
  fields: readonly FieldInfo[],
): ColumnMapping[] {
  const byName = new Map<string, FieldInfo>();
  const alias = new Map<string, FieldInfo | null>();
  for (const field of fields) {
    byName.set(normalized(field.name), field);
    byName.set(normalized(field.title), field);
    const own = normalized(field.title.split(': ').pop() ?? '');
    alias.set(own, alias.has(own) ? null : field);
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = normalized(header);
    const field = byName.get(key) ?? alias.get(key) ?? undefined;
    if (!field || taken.has(field.name)) return { header, field: null };
    taken.add(field.name);
    return { header, field: field.name };
  });
}

/**
 * The columns a mapping fills, or a 422 naming what is wrong: a header the file lacks, a field
 * that is not importable, one field mapped twice, or a required field left unmapped.
 */
export function resolveMapping(
  mapping: readonly ColumnMapping[],
  headers: readonly string[],
  fields: readonly FieldInfo[],
  required: Set<string>,
): ImportColumn[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const columns: ImportColumn[] = [];
  mapping.forEach(({ header, field: name }, at) => {
    const index = headers.indexOf(header);
    if (index === -1)
      throw fieldError(`/columns/${at}/header`, `The file has no column "${header}"`);
    if (name === null) return;
    const field = byName.get(name);
    if (!field)
      throw fieldError(`/columns/${at}/field`, `"${name}" is not a field this file can fill`);
    const earlier = columns.find((column) => column.field.name === name);
    if (earlier)
      throw fieldError(
        `/columns/${at}/field`,
        `${field.title} is mapped twice ("${earlier.header}" and "${header}"): keep one`,
      );
    columns.push({ index, header, field });
  });
  for (const name of required)
    if (!columns.some((column) => column.field.name === name))
      throw fieldError(
        '/columns',
        `${byName.get(name)?.title ?? name} is required: map a column to it`,
      );
  return columns;
}
