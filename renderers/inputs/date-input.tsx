import { chakra } from '@chakra-ui/react';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

/** A calendar date, stored as 'YYYY-MM-DD' (no zone: a date is the same everywhere). */
export function DateInput(props: KindInputProps<string>) {
  const css = useControlStyles(props.compact);
  return (
    <chakra.input
      css={css}
      {...controlAttributes(props)}
      type="date"
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={props.onBlur}
    />
  );
}
