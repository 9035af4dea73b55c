import type { FormDefinition } from './definition';
import {
  describeField,
  fieldsOf,
  propertiesOf,
  resolveLocal,
  type FieldInfo,
  type JsonSchemaNode,
} from './fields';

type UiNode = Record<string, unknown>;

/** How deep the derivation follows nested schemas (a recursive `$ref` would never end). */
const MAX_DEPTH = 6;

/** Kinds RJSF's own fields render (nested objects, and whatever the engine adds nothing to). */
const RJSF_RENDERS: ReadonlySet<FieldInfo['kind']> = new Set(['object', 'generic', 'table']);

/** The uiSchema of each named property of `schema`, derived like a top-level field's. */
function propertiesUi(
  properties: Record<string, JsonSchemaNode>,
  authored: UiNode | undefined,
  root: JsonSchemaNode,
  depth: number,
): UiNode {
  const ui: UiNode = {};
  for (const [name, schema] of Object.entries(properties)) {
    const own = authored?.[name] as UiNode | undefined;
    const derived = uiFor(describeField(name, schema, own, root), own, root, depth + 1);
    if (Object.keys(derived).length > 0) ui[name] = derived;
  }
  return ui;
}

/**
 * One field's uiSchema: the engine's own kinds name their widget (the renderers' registry
 * keys); everything else is left to RJSF's defaults, with the engine's kinds found again inside
 * it (a money amount in a nested group, a lookup in a list). A text with a `format` (email,
 * uri, time...) takes RJSF's widget for that format.
 */
function uiFor(
  field: FieldInfo,
  authored: UiNode | undefined,
  root: JsonSchemaNode,
  depth: number,
): UiNode {
  const ui: UiNode = { ...authored };
  const schema = field.schema;
  if (depth > MAX_DEPTH) return ui;
  if (field.kind === 'table') ui['ui:field'] ??= 'table';
  if (!RJSF_RENDERS.has(field.kind) && !(field.kind === 'text' && schema.format)) {
    ui['ui:widget'] ??= field.kind;
  }
  if (field.lookupFormId) {
    ui['ui:options'] = { ...(ui['ui:options'] as UiNode | undefined), formId: field.lookupFormId };
  }
  if (!RJSF_RENDERS.has(field.kind)) return ui;
  Object.assign(ui, propertiesUi(propertiesOf(schema, root), authored, root, depth));
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) {
    const own = authored?.items as UiNode | undefined;
    const item = uiFor(describeField('items', items, own, root), own, root, depth + 1);
    if (Object.keys(item).length > 0) ui.items = item;
  }
  const extra = resolveLocal(schema, root).additionalProperties;
  if (extra && typeof extra === 'object') {
    const own = authored?.additionalProperties as UiNode | undefined;
    const value = uiFor(
      describeField('value', extra as JsonSchemaNode, own, root),
      own,
      root,
      depth + 1,
    );
    if (Object.keys(value).length > 0) ui.additionalProperties = value;
  }
  return ui;
}

/**
 * The uiSchema the form renders with: every field the engine owns names its widget by kind,
 * child tables use the `table` field, lookups carry their target form, computed fields are
 * read-only, so is a workflow's state, and the rest falls through to RJSF. What the author wrote wins.
 */
export function deriveUiSchema(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'rules' | 'workflow'>,
) {
  const root = definition.schema as JsonSchemaNode;
  const ui: UiNode = { ...definition.uiSchema };
  for (const field of fieldsOf(definition)) {
    ui[field.name] = uiFor(field, definition.uiSchema?.[field.name] as UiNode | undefined, root, 0);
  }
  // A workflow's state moves only through its transitions, never in the form.
  const fixed = [...Object.keys(definition.rules?.computed ?? {})];
  if (definition.workflow) fixed.push(definition.workflow.field);
  for (const name of fixed) {
    ui[name] = { ...(ui[name] as UiNode | undefined), 'ui:readonly': true };
  }
  // '*' places what the schema adds at run time (a chosen alternative's fields, a map's keys).
  ui['ui:order'] ??= [...Object.keys(propertiesOf(root)), '*'];
  return ui;
}
