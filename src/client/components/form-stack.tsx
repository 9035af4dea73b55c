import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A <form> laid out as a vertical stack; use `noValidate` so our own messages show, not the browser's. */
export function FormStack(props: HTMLChakraProps<'form'>) {
  return <chakra.form display="flex" flexDirection="column" gap="5" {...props} />;
}
