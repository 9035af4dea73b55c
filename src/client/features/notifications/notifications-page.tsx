import { Box, Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Notification } from '../../../shared/api/notifications';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { ToggleButtons } from '../../components/toggle-buttons';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useKeysetPages } from '../../lib/use-keyset-pages';
import { useBell, useMarkRead } from './api/use-notifications';
import { NotificationItem } from './notification-item';
import { NotificationSettingsCard } from './notification-settings';

type Shown = 'all' | 'unread';
const SHOWN_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

/** `/notifications`: every notice of one's own, newest first, and how one hears of each kind. */
export function NotificationsPage() {
  const account = useCurrentAccount();
  const [shown, setShown] = useState<Shown>('all');
  const pages = useKeysetPages<Notification>(
    '/api/notifications',
    account.accountId,
    shown === 'unread' ? { unread: 'true' } : {},
  );
  const { data: bell } = useBell(account.accountId);
  const { read, readAll } = useMarkRead();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#settings') document.getElementById('settings')?.scrollIntoView();
  }, [hash]);

  // The bell polls; a newer notice there brings this list up to date too.
  const newest = bell?.items[0]?.id;
  const { reload } = pages;
  useEffect(() => {
    if (newest) void reload();
  }, [newest, reload]);

  const unread = bell?.unread ?? 0;
  const opened = (notification: Notification) => {
    if (notification.readAt === null) void read([notification.id]).then(pages.reload);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Notifications"
        description="What waits on you, decisions on your applications, payslips, announcements and work you started. Read on one device, read on all."
        actions={
          <Button
            variant="outline"
            disabled={unread === 0}
            onClick={() => void readAll().then(pages.reload)}
          >
            Mark all read
          </Button>
        }
      />
      <ToggleButtons label="Show" value={shown} options={SHOWN_OPTIONS} onChange={setShown} />
      <PagedListPanel
        pages={pages}
        loadErrorMessage="Your notifications could not be loaded."
        empty={{
          icon: 'bell',
          title: shown === 'unread' ? 'Nothing unread' : 'No notifications yet',
          description: 'What waits on you and news about your applications will appear here.',
        }}
      >
        <Stack gap="0" separator={<Box borderBottomWidth="1px" />}>
          {pages.items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={opened} />
          ))}
        </Stack>
      </PagedListPanel>
      <NotificationSettingsCard accountId={account.accountId} />
    </Stack>
  );
}
