import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A native checkbox for selecting table rows (the theme carries no Checkbox recipe). */
export function RowCheckbox(props: Omit<HTMLChakraProps<'input'>, 'type'>) {
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
