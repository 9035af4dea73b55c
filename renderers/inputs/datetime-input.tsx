import { chakra } from '@chakra-ui/react';
import { DISPLAY_TIMEZONE } from '../../src/shared/constants';
import { controlAttributes } from './control-attributes';
import { fromZoneInput, toZoneInput } from './display-zone';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

/** An instant, typed and shown in Asia/Taipei wall time, stored as ISO-8601 UTC. */
export function DateTimeInput(props: KindInputProps<string>) {
  const css = useControlStyles(props.compact);
  return (
    <chakra.input
      css={css}
      {...controlAttributes(props)}
      type="datetime-local"
      title={`Time in ${DISPLAY_TIMEZONE}`}
      value={toZoneInput(props.value)}
      onChange={(event) => props.onChange(fromZoneInput(event.target.value))}
      onBlur={props.onBlur}
    />
  );
}
