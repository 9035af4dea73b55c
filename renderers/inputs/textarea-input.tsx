import { chakra } from '@chakra-ui/react';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';

/** Several lines of plain text (one line high inside a table cell). */
export function TextareaInput(props: KindInputProps<string>) {
  const css = useControlStyles(props.compact);
  return (
    <chakra.textarea
      css={css}
      {...controlAttributes(props)}
      h="auto"
      py="2"
      resize="vertical"
      rows={props.compact ? 1 : (props.rows ?? 4)}
      value={props.value ?? ''}
      maxLength={props.schema.maxLength}
      placeholder={props.placeholder}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={props.onBlur}
    />
  );
}
