import { chakra } from '@chakra-ui/react';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

/** One of `schema.enum`; an empty "Select…" choice unless the field is required. */
export function EnumInput(props: KindInputProps<string>) {
  const css = useControlStyles(props.compact);
  const choices = (props.schema.enum ?? []).map(String);
  const value = props.value ?? '';
  // A select cannot be read-only: it is disabled instead.
  const { readOnly: _readOnly, ...attributes } = controlAttributes(props);
  return (
    <chakra.select
      css={css}
      {...attributes}
      disabled={props.disabled || props.readOnly}
      value={value}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={props.onBlur}
    >
      {!props.required || value === '' ? <option value="">Select…</option> : null}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </chakra.select>
  );
}
