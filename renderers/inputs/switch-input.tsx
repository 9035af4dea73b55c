import { Switch } from '@chakra-ui/react';
import type { KindInputProps } from './kind-input-props';

/** A boolean shown as an on/off switch (the switch recipe is registered). */
export function SwitchInput(props: KindInputProps<boolean>) {
  return (
    <Switch.Root
      // Non-compact: the field's own label names the switch; a cell carries a hidden label.
      ids={{ hiddenInput: props.id, label: props.compact ? undefined : props.labelledBy }}
      size={props.compact ? 'sm' : 'md'}
      checked={props.value === true}
      disabled={props.disabled}
      readOnly={props.readOnly}
      invalid={props.invalid}
      onCheckedChange={(details) => props.onChange(details.checked)}
      minH={props.compact ? '8' : '10'}
    >
      <Switch.HiddenInput aria-describedby={props.describedBy} onBlur={props.onBlur} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      {props.compact ? <Switch.Label srOnly>{props.label}</Switch.Label> : null}
    </Switch.Root>
  );
}
