import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describeField, type FieldInfo, type JsonSchemaNode } from '../../src/shared/forms/fields';
import { isInputKind, type InputKind } from '../inputs/kind-inputs';

export interface TableColumn {
  name: string;
  title: string;
  /** The cell's input; null for kinds a cell cannot edit (nested tables and groups): shown as text. */
  input: InputKind | null;
  field: FieldInfo;
  /** Resolved schema, for the input (enum, maxLength...). */
  schema: RJSFSchema;
  required: boolean;
  lookupFormId?: string;
}

/** The table's columns: the item's properties, each with the kind its widget or fragment names. */
export function tableColumns(
  itemSchema: RJSFSchema,
  rawItemSchema: JsonSchemaNode | undefined,
  itemsUi: UiSchema | undefined,
): TableColumn[] {
  const required = new Set(itemSchema.required ?? []);
  return Object.entries(itemSchema.properties ?? {}).map(([name, resolved]) => {
    const schema = typeof resolved === 'object' ? resolved : {};
    const ui = itemsUi?.[name] as Record<string, unknown> | undefined;
    const field = describeField(
      name,
      rawItemSchema?.properties?.[name] ?? (schema as JsonSchemaNode),
      ui,
    );
    const widget = ui?.['ui:widget'];
    const input = isInputKind(widget) ? widget : isInputKind(field.kind) ? field.kind : null;
    if (input && input !== 'switch') field.kind = input;
    return {
      name,
      title: schema.title ?? field.title,
      input,
      field,
      schema,
      required: required.has(name),
      lookupFormId: field.lookupFormId,
    };
  });
}
