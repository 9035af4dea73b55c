import {
  Badge,
  Box,
  Button,
  Flex,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '../../../shared/api/notifications';
import { AppIcon } from '../../components/app-icon';
import { useBell, useMarkRead } from './api/use-notifications';
import { NotificationItem } from './notification-item';

/** More than this many unread reads "9+": the count is a nudge, not a ledger. */
const MOST_SHOWN = 9;

/** The header's bell: the unread count, and the latest notices a click away. */
export function NotificationBell({ accountId, size }: { accountId: string; size: 'sm' | 'md' }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useBell(accountId);
  const { read, readAll } = useMarkRead();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const opened = (notification: Notification) => {
    setOpen(false);
    if (notification.readAt === null) void read([notification.id]);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <IconButton
          size={size}
          aria-label={label}
          variant="ghost"
          color="inherit"
          position="relative"
          _expanded={{ bg: 'blackAlpha.200' }}
        >
          <AppIcon name="bell" />
          {unread > 0 ? (
            <Badge
              position="absolute"
              top="0"
              insetEnd="0"
              minW="4.5"
              h="4.5"
              px="1"
              justifyContent="center"
              rounded="full"
              fontSize="2xs"
              colorPalette="red"
              variant="solid"
              aria-hidden
            >
              {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 1rem)', sm: '24rem' }} color="fg">
            <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              {unread > 0 ? (
                <Button size="xs" variant="ghost" onClick={() => void readAll()}>
                  Mark all read
                </Button>
              ) : null}
            </Flex>
            <Box maxH="min(28rem, 70vh)" overflowY="auto">
              {error && !data ? (
                <Text px="4" py="6" fontSize="sm" color="fg.error">
                  Notifications could not be loaded. They will be tried again shortly.
                </Text>
              ) : !data ? (
                <Text px="4" py="6" fontSize="sm" color="fg.muted">
                  Loading…
                </Text>
              ) : data.items.length === 0 ? (
                <Stack px="4" py="6" gap="1" textAlign="center">
                  <Text fontWeight="medium">You are all caught up</Text>
                  <Text fontSize="sm" color="fg.muted">
                    What waits on you and news about your applications will appear here.
                  </Text>
                </Stack>
              ) : (
                <Stack gap="0" separator={<Box borderBottomWidth="1px" />}>
                  {data.items.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      onOpen={opened}
                    />
                  ))}
                </Stack>
              )}
            </Box>
            <Flex borderTopWidth="1px" px="4" py="2" justify="space-between">
              <Button asChild size="sm" variant="plain" color="brand.fg" px="0">
                <RouterLink to="/notifications" onClick={() => setOpen(false)}>
                  See all
                </RouterLink>
              </Button>
              <Button asChild size="sm" variant="plain" color="brand.fg" px="0">
                <RouterLink to="/notifications#settings" onClick={() => setOpen(false)}>
                  Settings
                </RouterLink>
              </Button>
            </Flex>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
