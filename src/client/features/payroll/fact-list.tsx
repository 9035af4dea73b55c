import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Labelled facts in two columns, as a description list (the theme has no DataList recipe). */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns="minmax(8rem, max-content) 1fr" columnGap="6" rowGap="2">
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm">
            {label}
          </Box>
          <Box as="dd" fontSize="sm">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
