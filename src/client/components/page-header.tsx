import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      mb="6"
      gap="4"
      align={{ base: 'start', md: 'end' }}
      justify="space-between"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontWeight="semibold">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions}
    </Flex>
  );
}
