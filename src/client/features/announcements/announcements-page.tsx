import { useCan } from '../../lib/use-grants';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { AnnouncementsResponse } from '../../../shared/api/announcements';
import { formatDateTime } from '../../../shared/format/date-time';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { OffsetPager } from '../../components/offset-pager';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { announcementKeys } from './api/announcement-keys';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

const PAGE_SIZE = 10;

/** `/announcements`: the announcements addressed to you, pinned then newest; HR sees them all. */
export function AnnouncementsPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const canManage = can('announcements.manage');
  const [all, setAll] = useState(false);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const settled = useDebouncedValue(search.trim(), 300);
  const { data, error, isLoading, mutate } = useSWR<AnnouncementsResponse>(
    announcementKeys.list(account.accountId, {
      search: settled,
      all,
      limit: PAGE_SIZE,
      offset,
    }),
    { keepPreviousData: true },
  );
  const items = data?.items ?? [];

  return (
    <>
      <PageHeader
        title="Announcements"
        description={
          data && !all && data.unread > 0
            ? `${data.unread} unread. Times are ${DISPLAY_ZONE_NAME}.`
            : `News from HR for you. Times are ${DISPLAY_ZONE_NAME}.`
        }
        actions={
          canManage ? (
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setAll(!all);
                  setOffset(0);
                }}
              >
                {all ? 'Show mine' : 'Show all (HR)'}
              </Button>
              <Button asChild size="sm">
                <RouterLink to="/announcements/create">New announcement</RouterLink>
              </Button>
            </HStack>
          ) : null
        }
      />
      <Box mb="4">
        <PageSearch
          label="Search announcements"
          placeholder="Search by title"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
      </Box>
      <Panel>
        {isLoading && !data ? (
          <TableSkeleton rows={4} />
        ) : error && !data ? (
          <Box p="4">
            <LoadError
              message="The announcements could not be loaded."
              onRetry={() => void mutate()}
            />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState
            icon="mail"
            title={settled ? 'No announcement matches' : 'No announcements'}
            description="Announcements from HR addressed to you appear here while they are current."
          />
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="0" aria-label="Announcements">
              {items.map((item) => (
                <Box as="li" key={item.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Flex
                    asChild
                    px="5"
                    py="4"
                    gap="4"
                    align="start"
                    justify="space-between"
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <RouterLink to={`/announcements/view/${item.id}`}>
                      <Stack gap="1" minW="0">
                        <HStack gap="2" wrap="wrap">
                          {!item.readAt && item.status === 'current' ? (
                            <Box
                              w="2"
                              h="2"
                              rounded="full"
                              bg="brand.solid"
                              aria-label="Unread"
                              role="img"
                            />
                          ) : null}
                          <Text fontWeight={item.readAt ? 'medium' : 'semibold'}>{item.title}</Text>
                          {item.pinned ? (
                            <Badge variant="outline" colorPalette="brand">
                              Pinned
                            </Badge>
                          ) : null}
                          {all ? <AnnouncementStatusBadge status={item.status} /> : null}
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          For {item.audience} · {formatDateTime(item.publishAt)}
                          {item.expiresAt ? ` · until ${formatDateTime(item.expiresAt)}` : ''}
                        </Text>
                      </Stack>
                      {!item.readAt && item.status === 'current' ? (
                        <Badge colorPalette="brand" flexShrink={0}>
                          New
                        </Badge>
                      ) : null}
                    </RouterLink>
                  </Flex>
                </Box>
              ))}
            </Stack>
            <OffsetPager
              offset={offset}
              shown={items.length}
              total={data?.total ?? 0}
              pageSize={PAGE_SIZE}
              onChange={setOffset}
            />
          </>
        )}
      </Panel>
    </>
  );
}
