import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An amount's input with the peso sign drawn inside its start (the sign is not read aloud). */
export function PesoPrefixed({ children }: { children: ReactNode }) {
  return (
    <Box position="relative">
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        aria-hidden
      >
        ₱
      </Box>
      {children}
    </Box>
  );
}
