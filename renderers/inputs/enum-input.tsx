import { chakra } from '@chakra-ui/react';
import { choiceIndex, choicesOf } from './choices';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

/**
 * One of the choices (strings, numbers, booleans or objects: options carry their index, as
 * RJSF's select does); an empty "Select…" choice unless the field is required and answered.
 */
export function EnumInput(props: KindInputProps) {
  const css = useControlStyles(props.compact);
  const choices = choicesOf(props);
  const index = choiceIndex(choices, props.value);
  // A select cannot be read-only: it is disabled instead.
  const { readOnly: _readOnly, ...attributes } = controlAttributes(props);
  return (
    <chakra.select
      css={css}
      {...attributes}
      disabled={props.disabled || props.readOnly}
      value={index < 0 ? '' : String(index)}
      onChange={(event) =>
        props.onChange(event.target.value ? choices[Number(event.target.value)]?.value : undefined)
      }
      onBlur={props.onBlur}
    >
      {!props.required || index < 0 ? (
        <option value="">{props.placeholder ?? 'Select…'}</option>
      ) : null}
      {choices.map((choice, i) => (
        <option key={i} value={String(i)} disabled={choice.disabled}>
          {choice.label}
        </option>
      ))}
    </chakra.select>
  );
}
