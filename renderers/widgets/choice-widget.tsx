import { chakra } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useControlStyles } from '../inputs/use-control-styles';

/**
 * One of the schema's values, each shown by its label (`ui:enumNames`): the record theme's enum
 * input shows the values themselves, which here are snake_case keys.
 */
export function ChoiceWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, rawErrors } = props;
  // The input recipe hides the native arrow, which says "this is a choice".
  const css = { ...useControlStyles(false), appearance: 'auto' };
  const choices = options.enumOptions ?? [];
  const chosen = value === undefined || value === null ? '' : String(value);
  return (
    <chakra.select
      css={css}
      id={id}
      value={chosen}
      // A select cannot be read-only: it is disabled instead.
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) =>
        props.onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)
      }
      onBlur={() => props.onBlur(id, value)}
    >
      {!required || chosen === '' ? <option value="">Select…</option> : null}
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </chakra.select>
  );
}
