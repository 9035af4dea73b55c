import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { objectWidgetName } from '../widgets/object-widget';
import { ChoiceField, isChoice } from './choice-field';

const ObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/**
 * RJSF's ObjectField ignores `ui:widget`, but lookups ({id,label}) and single attachments are
 * objects edited by one widget: render that widget when one is named. A choice of object consts
 * is one select; anything else gets the default fields.
 */
export function WidgetObjectField(props: FieldProps) {
  const { fieldPathId, registry, uiSchema, schema } = props;
  const name = objectWidgetName(uiSchema);
  const Widget = name ? registry.widgets[name] : undefined;
  if (!Widget) return isChoice(props) ? <ChoiceField {...props} /> : <ObjectField {...props} />;
  const { widget: _widget, ...options } = getUiOptions(uiSchema);
  return (
    <Widget
      id={fieldPathId.$id}
      name={props.name}
      value={props.formData}
      onChange={(value) => props.onChange(value, fieldPathId.path)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      registry={registry}
      label={(options.title as string | undefined) ?? schema.title ?? props.name}
      required={props.required}
      disabled={props.disabled}
      readonly={props.readonly}
      autofocus={props.autofocus}
      rawErrors={props.rawErrors}
    />
  );
}
