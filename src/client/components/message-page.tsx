import { Box, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppIcon, type IconName } from './app-icon';

interface MessagePageProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A full-page message (not found, error, no permission) with a way onwards. */
export function MessagePage({ icon, title, children, actions }: MessagePageProps) {
  return (
    <Center as="main" minH="100vh" p="6" bg="surface">
      <Stack
        gap="5"
        maxW="md"
        w="full"
        align="center"
        textAlign="center"
        bg="bg"
        p={{ base: '6', md: '10' }}
        rounded="xl"
        shadow="sm"
        borderWidth="1px"
      >
        <Box color="brand.solid" bg="brand.subtle" p="3" rounded="full">
          <AppIcon name={icon} size="28px" />
        </Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Box color="fg.muted">{children}</Box>
        {actions ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Center>
  );
}
