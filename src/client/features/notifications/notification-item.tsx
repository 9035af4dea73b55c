import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '../../../shared/api/notifications';
import { NOTIFICATION_KINDS } from '../../../shared/notifications/notification-kinds';
import { formatDateTime } from '../../../shared/format/date-time';
import { relativeTime } from '../../../shared/format/relative-time';

const ItemLink = chakra(RouterLink);

interface NotificationItemProps {
  notification: Notification;
  /** Called as the link is followed: mark it read, close the bell. */
  onOpen: (notification: Notification) => void;
}

/** One notice as a link to what it is about; unread ones carry a dot and bold titles. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <ItemLink
      to={notification.link}
      onClick={() => onOpen(notification)}
      display="flex"
      gap="3"
      px="4"
      py="3"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      <Box
        mt="1.5"
        boxSize="2"
        flexShrink={0}
        rounded="full"
        bg={unread ? 'brand.solid' : 'transparent'}
        aria-hidden
      />
      <Box minW="0" flex="1">
        <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'}>
          {unread ? (
            <>
              <chakra.span srOnly>Unread:</chakra.span>{' '}
            </>
          ) : null}
          {notification.title}
        </Text>
        {notification.body ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} whiteSpace="pre-line">
            {notification.body}
          </Text>
        ) : null}
        <Flex gap="2" fontSize="xs" color="fg.muted" mt="1">
          <Text>{NOTIFICATION_KINDS[notification.kind].label}</Text>
          <Text aria-hidden>·</Text>
          <chakra.time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt)}
          >
            {relativeTime(notification.createdAt)}
          </chakra.time>
        </Flex>
      </Box>
    </ItemLink>
  );
}
