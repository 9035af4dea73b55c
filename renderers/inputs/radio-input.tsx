import { RadioGroup } from '@chakra-ui/react';
import { choiceIndex, choicesOf } from './choices';
import type { KindInputProps } from './kind-input-props';

/**
 * One of the choices as a group of radio buttons (the radio group recipe is registered);
 * options carry their index, so values of any JSON type round-trip. Stacked unless `inline`.
 */
export function RadioInput(props: KindInputProps) {
  const choices = choicesOf(props);
  const index = choiceIndex(choices, props.value);
  const optionId = (value: string) => `${props.id}-${value}`;
  return (
    <RadioGroup.Root
      // Non-compact: the field's own label names the group; a cell names it with aria-label.
      ids={{
        root: props.id,
        label: props.compact ? undefined : props.labelledBy,
        itemHiddenInput: optionId,
        item: (value) => `${optionId(value)}__item`,
        itemLabel: (value) => `${optionId(value)}__label`,
        itemControl: (value) => `${optionId(value)}__control`,
      }}
      aria-label={props.compact ? props.label : undefined}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      size={props.compact ? 'sm' : 'md'}
      value={index < 0 ? null : String(index)}
      disabled={props.disabled}
      readOnly={props.readOnly}
      required={props.required}
      invalid={props.invalid}
      onValueChange={(details) =>
        props.onChange(details.value === null ? undefined : choices[Number(details.value)]?.value)
      }
      display="flex"
      flexDirection={props.compact || props.inline ? 'row' : 'column'}
      flexWrap="wrap"
      gap={props.compact ? '2' : '3'}
      py={props.compact ? '1' : '2'}
    >
      {choices.map((choice, i) => (
        <RadioGroup.Item key={i} value={String(i)} disabled={choice.disabled}>
          <RadioGroup.ItemHiddenInput onBlur={props.onBlur} />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
