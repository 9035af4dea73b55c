import { getUiOptions, type UiSchema } from '@rjsf/utils';
import type { InputKind } from '../inputs/kind-inputs';

/**
 * The widgets whose value is an object: a lookup's option, one attachment (also by RJSF's name),
 * a photo.
 */
const OBJECT_WIDGETS: ReadonlySet<string> = new Set<InputKind | 'FileWidget'>([
  'lookup',
  'file',
  'FileWidget',
  'photo',
]);

/**
 * The widget `ui:widget` names for an object value, if it is one that edits objects; any other
 * (a textarea on an object...) would show "[object Object]", so RJSF's fields render it instead.
 */
export function objectWidgetName(uiSchema: UiSchema | undefined): string | null {
  const { widget } = getUiOptions(uiSchema);
  return typeof widget === 'string' && OBJECT_WIDGETS.has(widget) ? widget : null;
}
