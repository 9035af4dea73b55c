import { chakra, Flex } from '@chakra-ui/react';
import { deepEquals } from '@rjsf/utils';
import { choicesOf } from './choices';
import type { KindInputProps } from './kind-input-props';

/**
 * Any of the item choices (values of any JSON type), as a group of checkboxes; stored in the
 * choices' order. Stacked unless `inline` (a table cell always wraps them in a row).
 */
export function MultiselectInput(props: KindInputProps<unknown[]>) {
  const choices = choicesOf(props);
  const chosen = choices.map((choice) =>
    (props.value ?? []).some((value) => deepEquals(value, choice.value)),
  );
  const toggle = (index: number, on: boolean) => {
    const next = choices.filter((_, i) => (i === index ? on : chosen[i])).map((c) => c.value);
    props.onChange(next.length ? next : undefined);
  };
  const row = props.compact || props.inline;
  return (
    <Flex
      id={props.id}
      role="group"
      aria-labelledby={props.compact ? undefined : props.labelledBy}
      aria-label={props.compact ? props.label : undefined}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      direction={row ? 'row' : 'column'}
      wrap="wrap"
      gap={props.compact ? '2' : row ? '3' : '1.5'}
      py={props.compact ? '1' : '2'}
      fontSize={props.compact ? 'sm' : 'md'}
    >
      {choices.map((choice, index) => (
        <chakra.label key={index} display="inline-flex" alignItems="center" gap="1.5">
          <chakra.input
            type="checkbox"
            accentColor="colorPalette.solid"
            checked={chosen[index]}
            disabled={props.disabled || props.readOnly || choice.disabled}
            onChange={(event) => toggle(index, event.target.checked)}
            onBlur={props.onBlur}
          />
          {choice.label}
        </chakra.label>
      ))}
    </Flex>
  );
}
