import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Panel } from './panel';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled white card on the page's surface colour. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Panel as="section" overflow="visible">
      <Box px="6" pt="5" pb="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
      <Box px="6" pt="4" pb="6">
        {children}
      </Box>
    </Panel>
  );
}
