import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

const ObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/**
 * RJSF's ObjectField ignores `ui:widget`, but lookups ({id,label}) and single attachments are
 * objects edited by one widget: render that widget when one is named, else the default fields.
 */
export function WidgetObjectField(props: FieldProps) {
  const { fieldPathId, registry, uiSchema, schema } = props;
  const { widget, ...options } = getUiOptions(uiSchema);
  const Widget = typeof widget === 'string' ? registry.widgets[widget] : undefined;
  if (!Widget) return <ObjectField {...props} />;
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
