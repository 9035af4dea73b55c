import type { UiSchema } from '@rjsf/utils';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { payrollLabel } from '../payroll-labels';
import { RowObjectTemplate } from './row-object-template';

/** How many decimals a decimal-text pattern allows: `...(\.[0-9]{1,2})?$` -> 2. */
const decimalsOf = (pattern: string) => Number(/\{1,(\d+)\}\)\?\$$/.exec(pattern)?.[1] ?? 0);

const branches = (node: JsonSchemaNode) => (node.anyOf as JsonSchemaNode[] | undefined) ?? [];

const enumNames = (values: unknown[]) =>
  Object.fromEntries(values.map((value) => [String(value), payrollLabel(String(value))]));

const isScalar = (node: JsonSchemaNode | undefined) =>
  node !== undefined && node.type !== 'object' && node.type !== 'array';

/** Objects of scalars only (a day worked, a day type's rates) are edited as one row. */
const isRow = (node: JsonSchemaNode | undefined) =>
  node?.type === 'object' && Object.values(node.properties ?? {}).every(isScalar);

const isChoice = (node: JsonSchemaNode) => node.enum !== undefined;

/** What an entry of a list is called: its input's label and the add button's word. */
const entryOf = (items: JsonSchemaNode) =>
  isRow(items) ? 'row' : items.format === 'date' ? 'date' : 'entry';

/**
 * The uiSchema of a calculator's inputs or a statutory table's data, derived from its TypeBox
 * schema: labels from the keys, choices by label, decimal text for amounts, rates and
 * quantities (a number-or-text union becomes one text input), and lists with add and remove.
 */
export function payrollUiSchema(node: JsonSchemaNode, key?: string, nested = false): UiSchema {
  const ui: UiSchema = key === undefined ? {} : { 'ui:title': payrollLabel(key) };
  // Shown under the input (PayrollFieldTemplate), unless it only repeats the label; a list
  // shows its own under its title (ListArrayTemplate).
  if (node.description && node.description !== ui['ui:title'] && node.type !== 'array')
    ui['ui:help'] = node.description;
  const union = branches(node);
  if (union.length > 0) {
    const named = union.find(isChoice);
    // RJSF would offer a choice between the union's branches; one input takes either.
    ui['ui:field'] = 'StringField';
    ui['ui:fieldReplacesAnyOrOneOf'] = true;
    ui['ui:widget'] = named ? 'basis' : 'decimal';
    if (named?.enum) ui['ui:enumNames'] = enumNames(named.enum);
    return ui;
  }
  if (isChoice(node)) {
    ui['ui:widget'] = 'choice';
    ui['ui:enumNames'] = enumNames(node.enum ?? []);
  } else if (node.type === 'string' && typeof node.pattern === 'string') {
    const amount = decimalsOf(node.pattern) === 2;
    ui['ui:widget'] = 'decimal';
    ui['ui:options'] = { amount };
    if (amount) ui['ui:placeholder'] = '0.00';
  } else if (node.type === 'object') {
    for (const [name, child] of Object.entries(node.properties ?? {}))
      ui[name] = payrollUiSchema(child, name, true);
    if (nested && isRow(node)) ui['ui:ObjectFieldTemplate'] = RowObjectTemplate;
  } else if (node.type === 'array' && node.items) {
    const items = node.items;
    // A grid edits rows of figures best; its cells show choices by value, so rows with a
    // choice (a day type) keep the form's own inputs instead.
    const asTable =
      isRow(items) && !Object.values(items.properties ?? {}).some((child) => isChoice(child));
    const entry = entryOf(items);
    const itemUi = payrollUiSchema(items, undefined, true);
    if (asTable) ui['ui:field'] = 'table';
    // Numbered per entry ("Date 2"): RJSF would label every entry "holiday_dates-2".
    else
      ui.items = (_: unknown, index: number) => ({
        ...itemUi,
        'ui:title': `${payrollLabel(entry)} ${index + 1}`,
      });
    ui['ui:options'] = { orderable: false, entry };
  }
  return ui;
}
