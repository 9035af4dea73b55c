import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page column: the same comfortable width and spacing in every layout. */
export function ContentArea({ top, children }: { top?: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="main"
      id="main-content"
      flex="1"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '8' }}
    >
      <Box maxW="7xl" mx="auto">
        {top ? <Box mb="5">{top}</Box> : null}
        {children}
      </Box>
    </Box>
  );
}
