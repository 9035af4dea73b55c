import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useFieldControl } from './field-control';

export type TextInputProps = Omit<HTMLChakraProps<'input'>, 'size'> & { size?: 'sm' | 'md' | 'lg' };

/** A text input with the theme's input styles, linked to its FormField's label and messages. */
export function TextInput({ size = 'md', ...props }: TextInputProps) {
  const recipe = useRecipe({ key: 'input' });
  const control = useFieldControl();
  return <chakra.input css={recipe({ size, variant: 'outline' })} {...control} {...props} />;
}
