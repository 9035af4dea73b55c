import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { AnnouncementsResponse } from '../../../shared/api/announcements';
import { DISPLAY_TIMEZONE } from '../../../shared/constants';
import { Panel } from '../../components/panel';
import { useCurrentAccount } from '../../lib/use-current-account';

const SHOWN = 5;
// Intl rather than the date library: the dashboard is the first page, and its bytes count. Made
// on first use: building a time-zone formatter costs ~25 ms, which the first paint need not wait for.
let dayFormat: Intl.DateTimeFormat | null = null;
const dayOf = (iso: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: DISPLAY_TIMEZONE,
  })).format(new Date(iso));

/** The current announcements addressed to you, pinned then newest, the unread ones marked. */
export function DashboardAnnouncements() {
  const account = useCurrentAccount();
  const { data } = useSWR<AnnouncementsResponse>({
    path: `/api/hcm/announcements?limit=${SHOWN}`,
    scope: account.accountId,
  });
  if (!data || data.items.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-announcements">
      <Flex justify="space-between" align="center" gap="3">
        <HStack gap="2">
          <Heading as="h2" size="md" id="dashboard-announcements">
            Announcements
          </Heading>
          {data.unread > 0 ? <Badge colorPalette="brand">{data.unread} unread</Badge> : null}
        </HStack>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/announcements">See all</RouterLink>
        </Button>
      </Flex>
      <Panel as="ul" listStyleType="none">
        {data.items.map((item) => (
          <Box as="li" key={item.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <Flex asChild px="4" py="3" gap="3" align="center" _hover={{ bg: 'bg.muted' }}>
              <RouterLink to={`/announcements/view/${item.id}`}>
                <Box
                  w="2"
                  h="2"
                  flexShrink={0}
                  rounded="full"
                  bg={item.readAt ? 'transparent' : 'brand.solid'}
                />
                <Text flex="1" fontWeight={item.readAt ? 'normal' : 'semibold'} truncate>
                  {item.title}
                  {item.readAt ? null : (
                    <Text as="span" srOnly>
                      {' '}
                      (unread)
                    </Text>
                  )}
                </Text>
                {item.pinned ? (
                  <Badge variant="outline" colorPalette="brand">
                    Pinned
                  </Badge>
                ) : null}
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  {dayOf(item.publishAt)}
                </Text>
              </RouterLink>
            </Flex>
          </Box>
        ))}
      </Panel>
    </Stack>
  );
}
