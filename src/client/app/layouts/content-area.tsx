import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Where the shell's "Skip to content" link takes the keyboard. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page column: the same comfortable width and spacing in every layout. It takes focus from
 * the skip link (tabIndex -1: focusable by the link, not a tab stop of its own).
 */
export function ContentArea({ top, children }: { top?: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      outline="none"
      flex="1"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '8' }}
    >
      <Box maxW="7xl" mx="auto">
        {top ? (
          <Box mb="5" data-print="hide">
            {top}
          </Box>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}
