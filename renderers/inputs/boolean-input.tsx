import { chakra, Flex } from '@chakra-ui/react';
import type { KindInputProps } from './kind-input-props';

/** A checkbox; unchecked is stored as false (a boolean always has an answer). */
export function BooleanInput(props: KindInputProps<boolean>) {
  return (
    <Flex align="center" minH={props.compact ? '8' : '10'}>
      <chakra.input
        type="checkbox"
        id={props.id}
        boxSize="4"
        accentColor="colorPalette.solid"
        checked={props.value === true}
        disabled={props.disabled || props.readOnly}
        aria-label={props.compact ? props.label : undefined}
        aria-required={props.required || undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.target.checked)}
        onBlur={props.onBlur}
      />
    </Flex>
  );
}
