import { ariaDescribedByIds, type Widget, type WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { RecordFormContext } from '../form-context';
import type { KindInputProps } from '../inputs/kind-input-props';
import { labelId } from '../templates/label-id';

const numberOption = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Wraps a kind's input as an RJSF widget: RJSF's props in, the input's plain props out. An
 * emptied input stores `ui:options.emptyValue` (undefined unless the uiSchema says otherwise).
 */
export function toWidget(Input: ComponentType<KindInputProps>): Widget {
  function KindWidget(props: WidgetProps<unknown, KindInputProps['schema'], RecordFormContext>) {
    const { id, value, options, registry } = props;
    const { formId, inputType } = options;
    return (
      <Input
        id={id}
        value={value ?? undefined}
        onChange={(next) => props.onChange(next === undefined ? options.emptyValue : next)}
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
        choices={options.enumOptions}
        disabledChoices={options.enumDisabled}
        inline={options.inline === true}
        rows={numberOption(options.rows)}
        inputType={typeof inputType === 'string' ? inputType : undefined}
      />
    );
  }
  KindWidget.displayName = `KindWidget(${Input.displayName ?? Input.name})`;
  return KindWidget;
}
