import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useFieldControl } from './field-control';

const StyledSelect = chakra('select', {
  base: {
    h: '10',
    w: 'full',
    px: '3',
    pe: '8',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    fontSize: 'md',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
});

/** A plain native select styled like the inputs, linked to its FormField's label. */
export function NativeSelect(props: HTMLChakraProps<'select'>) {
  const control = useFieldControl();
  return <StyledSelect {...control} {...props} />;
}
