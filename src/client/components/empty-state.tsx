import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppIcon, type IconName } from './app-icon';

interface EmptyStateProps {
  icon: IconName;
  title: string;
  description?: ReactNode;
  /** What the person can do about it, e.g. an "Add" button. */
  action?: ReactNode;
}

/** What an empty list shows: an icon, what is missing, and what will appear here. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="3" px="6" py="14">
      <Box color="brand.solid" bg="brand.subtle" p="3" rounded="full" aria-hidden="true">
        <AppIcon name={icon} size="28px" />
      </Box>
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action}
    </Stack>
  );
}
