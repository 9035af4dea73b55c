import { ariaDescribedByIds, type Widget, type WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { RecordFormContext } from '../form-context';
import type { KindInputProps } from '../inputs/kind-input-props';
import { labelId } from '../templates/label-id';

/** Wraps a kind's input as an RJSF widget: RJSF's props in, the input's plain props out. */
export function toWidget(Input: ComponentType<KindInputProps>): Widget {
  function KindWidget(props: WidgetProps<unknown, KindInputProps['schema'], RecordFormContext>) {
    const { id, value, options, registry } = props;
    const formId = options.formId;
    return (
      <Input
        id={id}
        value={value ?? undefined}
        onChange={(next) => props.onChange(next)}
        onBlur={() => props.onBlur(id, value)}
        schema={props.schema}
        context={registry.formContext}
        label={props.label}
        labelledBy={labelId(id)}
        describedBy={ariaDescribedByIds(id)}
        lookupFormId={typeof formId === 'string' ? formId : undefined}
        disabled={props.disabled}
        readOnly={props.readonly}
        required={props.required}
        invalid={Boolean(props.rawErrors?.length)}
        placeholder={props.placeholder || undefined}
      />
    );
  }
  KindWidget.displayName = `KindWidget(${Input.displayName ?? Input.name})`;
  return KindWidget;
}
