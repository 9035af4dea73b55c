import { chakra } from '@chakra-ui/react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useControlStyles } from '../inputs/use-control-styles';

/**
 * The `<input>` RJSF's remaining default widgets (email, URL, password, color, time, updown,
 * range, hidden...) render: themed, with the field id so the label's `for` reaches it, and the
 * type, step, min and max RJSF derives from the schema and `ui:options.inputType`.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    type,
    rawErrors,
    placeholder,
    required,
  } = props;
  const css = useControlStyles(false);
  const inputProps = getInputProps(schema, type, options);
  return (
    <chakra.input
      css={css}
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={
        onChangeOverride ??
        ((event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value))
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
