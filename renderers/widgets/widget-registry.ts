import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import { createElement } from 'react';
import { kindInputs, type InputKind } from '../inputs/kind-inputs';
import { toWidget } from './to-widget';

const byKind = Object.fromEntries(
  Object.entries(kindInputs).map(([kind, Input]) => [kind, toWidget(Input)]),
) as Record<InputKind, Widget>;

/** RJSF names one widget for a value and for a list of them (`multiple`): we have one of each. */
function oneOrMany(one: Widget, many: Widget): Widget {
  function OneOrManyWidget(props: WidgetProps) {
    return createElement(props.multiple ? many : one, props);
  }
  return OneOrManyWidget;
}

/**
 * Widgets by the FieldKind names the server writes in uiSchema `ui:widget` (plus `switch` and
 * `radio`), and RJSF's own widget names mapped onto them, so a field left to RJSF looks the same.
 * RJSF's other widgets (password, email, url, color, time, updown, range, hidden) are its own,
 * drawn by our `BaseInputTemplate`. Alt dates fall back to the calendar inputs, and a file
 * (`data-url`, which the server stores as an attachment) to the attachment inputs.
 */
const SelectWidget = oneOrMany(byKind.enum, byKind.multiselect);

export const recordWidgets: RegistryWidgetsType = {
  ...byKind,
  TextWidget: byKind.text,
  TextareaWidget: byKind.textarea,
  DateWidget: byKind.date,
  AltDateWidget: byKind.date,
  DateTimeWidget: byKind.datetime,
  AltDateTimeWidget: byKind.datetime,
  // RJSF's default for a choice, also when it has no (string) type: `anyOf` of boolean consts.
  select: SelectWidget,
  SelectWidget,
  RadioWidget: byKind.radio,
  CheckboxWidget: byKind.boolean,
  CheckboxesWidget: byKind.multiselect,
  FileWidget: oneOrMany(byKind.file, byKind.files),
};
