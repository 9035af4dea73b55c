import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrgResources } from '../../shared/api/organization';
import { APP_VERSION } from '../../shared/version';
import { OrgLogo } from './org-logo';

interface AuthLayoutProps {
  resources: OrgResources | null;
  children: ReactNode;
}

/**
 * The signed-out screens: the organisation's brand panel (its background image, or its colours)
 * beside a calm form column. Below the tablet width only the form column shows.
 */
export function AuthLayout({ resources, children }: AuthLayoutProps) {
  const name = resources?.tradeName ?? 'Human capital management';
  const background = resources?.background
    ? `linear-gradient(160deg, rgba(0,0,0,0.55), rgba(0,0,0,0.25)), url("${resources.background}") center / cover no-repeat`
    : undefined;
  return (
    <Flex minH="100vh" bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1.1"
        direction="column"
        justify="space-between"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.solid"
        gradientTo="sidebar"
        style={background ? { background } : undefined}
      >
        <Box bg="white" rounded="lg" px="4" py="3" alignSelf="start" shadow="md">
          <OrgLogo src={resources?.logo} name={name} height="10" />
        </Box>
        <Stack gap="3" maxW="lg">
          <Heading as="p" size="3xl" lineHeight="1.15" fontWeight="semibold">
            {name}
          </Heading>
          <Text fontSize="lg" opacity={0.9}>
            Timekeeping, approvals, payroll and people records in one place.
          </Text>
        </Stack>
        <Text fontSize="sm" opacity={0.75}>
          {resources?.registeredName ?? ''}
        </Text>
      </Flex>
      <Flex
        flex="1"
        direction="column"
        align="center"
        justify="center"
        px={{ base: '5', md: '10' }}
        py="10"
        bg="surface"
      >
        <Stack w="full" maxW="sm" gap="8">
          <Box display={{ base: 'block', lg: 'none' }}>
            <OrgLogo src={resources?.logo} name={name} height="12" />
          </Box>
          <Box as="main">{children}</Box>
        </Stack>
        <Text mt="10" fontSize="xs" color="fg.subtle">
          Version {APP_VERSION}
        </Text>
      </Flex>
    </Flex>
  );
}
