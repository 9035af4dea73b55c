import type { FormDefinition } from './definition';
import { describeField, fieldsOf, type FieldInfo, type JsonSchemaNode } from './fields';

type UiNode = Record<string, unknown>;

/** Kinds RJSF lays out itself (nested objects) rather than through one of our widgets. */
function uiFor(field: FieldInfo, authored: UiNode | undefined): UiNode {
  const ui: UiNode = { ...authored };
  if (field.kind === 'table') {
    ui['ui:field'] ??= 'table';
    const item = field.schema.items;
    const columns: UiNode = { ...(authored?.items as UiNode | undefined) };
    for (const [name, schema] of Object.entries(item?.properties ?? {})) {
      const column = describeField(name, schema, columns[name] as UiNode | undefined);
      columns[name] = uiFor(column, columns[name] as UiNode | undefined);
    }
    ui.items = columns;
  } else if (field.kind !== 'object') {
    ui['ui:widget'] ??= field.kind;
  }
  if (field.lookupFormId) {
    ui['ui:options'] = { ...(ui['ui:options'] as UiNode | undefined), formId: field.lookupFormId };
  }
  return ui;
}

/**
 * The uiSchema the form renders with: every field names its widget by kind (the renderers'
 * registry keys), child tables use the `table` field, lookups carry their target form, and
 * computed fields are read-only. What the author wrote wins.
 */
export function deriveUiSchema(definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'rules'>) {
  const ui: UiNode = { ...definition.uiSchema };
  for (const field of fieldsOf(definition)) {
    ui[field.name] = uiFor(field, definition.uiSchema?.[field.name] as UiNode | undefined);
  }
  for (const name of Object.keys(definition.rules?.computed ?? {})) {
    ui[name] = { ...(ui[name] as UiNode | undefined), 'ui:readonly': true };
  }
  ui['ui:order'] ??= [
    ...Object.keys(definition.schema.properties as Record<string, JsonSchemaNode>),
  ];
  return ui;
}
