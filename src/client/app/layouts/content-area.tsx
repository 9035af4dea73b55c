import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OrgLogo } from '../../components/org-logo';

/** Where the shell's "Skip to content" link takes the keyboard. */
export const MAIN_CONTENT_ID = 'main-content';

/** Whose page it is: the organisation's name and logo. */
export interface Letterhead {
  name: string;
  logo?: string | null;
}

/**
 * The page column: the same comfortable width and spacing in every layout. It takes focus from
 * the skip link (tabIndex -1: focusable by the link, not a tab stop of its own). On paper,
 * where the shell's header is left out, the organisation's letterhead heads the page instead
 * (outside `main`: it is the shell's, not the page's content).
 */
export function ContentArea({
  top,
  letterhead,
  children,
}: {
  top?: ReactNode;
  letterhead: Letterhead;
  children: ReactNode;
}) {
  return (
    <>
      <Flex
        display="none"
        _print={{ display: 'flex' }}
        align="center"
        gap="3"
        mb="4"
        pb="2"
        borderBottomWidth="1px"
      >
        <OrgLogo src={letterhead.logo} name={letterhead.name} height="8" />
        <Text fontWeight="semibold" fontSize="lg">
          {letterhead.name}
        </Text>
      </Flex>
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
    </>
  );
}
