import { chakra } from '@chakra-ui/react';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { ListedTextInput } from './listed-text-input';
import { useControlStyles } from './use-control-styles';

/**
 * One line of text (of `inputType`, e.g. tel); '' is stored as no value. A text that names a
 * list (`lookupFormId`) is picked from the list.
 */
export function TextInput(props: KindInputProps<string>) {
  return props.lookupFormId ? <ListedTextInput {...props} /> : <LineInput {...props} />;
}

function LineInput(props: KindInputProps<string>) {
  const css = useControlStyles(props.compact);
  return (
    <chakra.input
      css={css}
      {...controlAttributes(props)}
      type={props.inputType ?? 'text'}
      value={props.value ?? ''}
      maxLength={props.schema.maxLength}
      placeholder={props.placeholder}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={props.onBlur}
    />
  );
}
