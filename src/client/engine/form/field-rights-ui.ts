import type { JsonSchemaNode } from '../../../shared/forms/fields';
import { propertiesOf } from '../../../shared/forms/fields';

type Ui = Record<string, unknown>;

const merge = (node: unknown, more: Ui): Ui => ({ ...(node as Ui | undefined), ...more });

/**
 * A uiSchema that lets the user touch only what the record's workflow gives them (`editable`,
 * JSON pointer patterns as the server answers them): other fields read-only, and a list of
 * which only some item fields are theirs keeps its rows (no adding, removing or reordering).
 */
export function limitToEditable(schema: JsonSchemaNode, ui: Ui, editable: readonly string[]): Ui {
  if (editable.includes('*')) return ui;
  const limited: Ui = { ...ui };
  for (const [field, node] of Object.entries(propertiesOf(schema))) {
    const mine = editable
      .map((pattern) => pattern.split('/').slice(1))
      .filter(([first]) => first === field);
    if (mine.some((segments) => segments.length === 1)) continue;
    const itemFields = mine
      .filter((segments) => segments[1] === '*' && segments.length === 3)
      .map((segments) => segments[2]);
    if (itemFields.length === 0) {
      limited[field] = merge(limited[field], { 'ui:readonly': true });
      continue;
    }
    const own = limited[field] as Ui | undefined;
    const items: Ui = { ...(own?.items as Ui | undefined) };
    for (const sub of Object.keys(propertiesOf(node.items ?? {})))
      if (!itemFields.includes(sub)) items[sub] = merge(items[sub], { 'ui:readonly': true });
    limited[field] = merge(own, {
      items,
      'ui:options': merge(own?.['ui:options'], {
        addable: false,
        removable: false,
        orderable: false,
      }),
    });
  }
  return limited;
}
