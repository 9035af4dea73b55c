import type { KindInputProps } from './kind-input-props';

/** The id and ARIA attributes that tie a native control to its label, errors and help. */
export function controlAttributes<V>(props: KindInputProps<V>) {
  return {
    id: props.id,
    disabled: props.disabled,
    readOnly: props.readOnly,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
    'aria-label': props.compact ? props.label : undefined,
  };
}
