import { Box, type BoxProps } from '@chakra-ui/react';
import { FormAlert } from './form-alert';

/** How the last action on a page went, in the words to show. */
export interface Outcome {
  status: 'error' | 'success';
  text: string;
}

/** The last action's outcome above a page's list, or nothing before the first. */
export function OutcomeAlert({ outcome, ...frame }: { outcome: Outcome | null } & BoxProps) {
  if (!outcome) return null;
  return (
    <Box {...frame}>
      <FormAlert status={outcome.status}>{outcome.text}</FormAlert>
    </Box>
  );
}
