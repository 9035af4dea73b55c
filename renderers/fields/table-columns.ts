import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  describeField,
  FIELD_KINDS,
  type FieldInfo,
  type FieldKind,
  type JsonSchemaNode,
} from '../../src/shared/forms/fields';
import { isInputKind, type InputKind } from '../inputs/kind-inputs';

export interface TableColumn {
  name: string;
  title: string;
  /** The cell's input. */
  input: InputKind;
  field: FieldInfo;
  /** Resolved schema, for the input (enum, maxLength...). */
  schema: RJSFSchema;
  required: boolean;
  /** Shown but not changed (`ui:readonly` on the column: a rating that is not this user's). */
  readOnly: boolean;
  lookupFormId?: string;
}

/**
 * The table's columns: the item's properties, each with the kind its widget or fragment names;
 * null when a property is something a cell cannot edit (a nested list or group).
 */
export function tableColumns(
  itemSchema: RJSFSchema,
  rawItemSchema: JsonSchemaNode | undefined,
  itemsUi: UiSchema | undefined,
): TableColumn[] | null {
  const required = new Set(itemSchema.required ?? []);
  const columns = Object.entries(itemSchema.properties ?? {}).map(([name, resolved]) => {
    const schema = typeof resolved === 'object' ? resolved : {};
    const ui = itemsUi?.[name] as Record<string, unknown> | undefined;
    const field = describeField(
      name,
      rawItemSchema?.properties?.[name] ?? (schema as JsonSchemaNode),
      ui,
    );
    const widget = ui?.['ui:widget'];
    const input = isInputKind(widget) ? widget : isInputKind(field.kind) ? field.kind : null;
    if (!input) return null;
    // A cell's value is formatted by its kind; a switch or radio is a boolean's or choice's look.
    if ((FIELD_KINDS as readonly string[]).includes(input)) field.kind = input as FieldKind;
    return {
      name,
      title: schema.title ?? field.title,
      input,
      field,
      schema,
      required: required.has(name),
      readOnly: ui?.['ui:readonly'] === true || schema.readOnly === true,
      lookupFormId: field.lookupFormId,
    };
  });
  return columns.every((column) => column !== null) ? (columns as TableColumn[]) : null;
}
