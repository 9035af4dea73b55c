import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** A native checkbox (table rows, filters): the theme carries no Checkbox recipe. */
export function NativeCheckbox(
  props: Omit<HTMLChakraProps<'input'>, 'type'> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <chakra.input
      type="checkbox"
      boxSize="4"
      accentColor="brand.solid"
      cursor="pointer"
      {...props}
    />
  );
}
