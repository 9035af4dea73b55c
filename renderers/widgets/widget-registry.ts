import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { createElement } from 'react';
import { kindInputs, type InputKind } from '../inputs/kind-inputs';
import { toWidget } from './to-widget';

const byKind = Object.fromEntries(
  Object.entries(kindInputs).map(([kind, Input]) => [kind, toWidget(Input)]),
) as Record<InputKind, ReturnType<typeof toWidget>>;

/** RJSF's default select also renders enum arrays (`multiple`): those get the checkbox group. */
function SelectWidget(props: WidgetProps) {
  return createElement(props.multiple ? byKind.multiselect : byKind.enum, props);
}

/**
 * Widgets by the FieldKind names the server writes in uiSchema `ui:widget` (plus `switch`), and
 * RJSF's own widget names mapped onto them, so a field left to RJSF's defaults looks the same.
 */
export const recordWidgets: RegistryWidgetsType = {
  ...byKind,
  TextWidget: byKind.text,
  TextareaWidget: byKind.textarea,
  UpDownWidget: byKind.number,
  RangeWidget: byKind.number,
  DateWidget: byKind.date,
  DateTimeWidget: byKind.datetime,
  SelectWidget,
  RadioWidget: byKind.enum,
  CheckboxWidget: byKind.boolean,
  CheckboxesWidget: byKind.multiselect,
};
