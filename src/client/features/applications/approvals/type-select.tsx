import { chakra } from '@chakra-ui/react';

/** A plain native select styled like the inputs (lighter than Chakra's NativeSelect). */
export const TypeSelect = chakra('select', {
  base: {
    h: '9',
    w: { base: 'full', md: '64' },
    px: '3',
    pe: '8',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    fontSize: 'sm',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  },
});
