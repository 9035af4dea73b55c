import { Badge, Box, Button, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { RichTextView } from '../../../../renderers/rich-text/rich-text-view';
import type { Announcement } from '../../../shared/api/announcements';
import type { RecordItem } from '../../../shared/api/records';
import { formatDateTime } from '../../../shared/format/date-time';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { Panel } from '../../components/panel';
import { StoredFileButton } from '../../components/stored-file-button';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { announcementKeys } from './api/announcement-keys';
import { AnnouncementReaders } from './announcement-readers';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

type Change = 'unpublish' | 'delete';

/** Lists and dashboards of announcements, which show the unread mark this opening clears. */
const isAnnouncementKey = (key: unknown) =>
  typeof key === 'object' &&
  key !== null &&
  'path' in key &&
  String(key.path).startsWith('/api/hcm/announcements');

const recordPath = (id: string) => `/api/records/${encodeURIComponent(id)}`;

/**
 * `/announcements/view/:id`: the announcement; opening it records your read receipt. HR also
 * gets edit, unpublish and delete, and who has read it.
 */
export function AnnouncementViewPage() {
  const { id = '' } = useParams();
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const { mutate: mutateAll } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<Announcement>(
    announcementKeys.one(account.accountId, id),
  );
  const [asking, setAsking] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The first opening is the receipt; a repeat is a no-op on the server.
  const unread = data?.status === 'current' && data.readAt === null;
  useEffect(() => {
    if (!unread) return;
    void apiClient
      .post<{ readAt: string | null }>(`/api/hcm/announcements/${encodeURIComponent(id)}/read`, {})
      .then(() => mutateAll(isAnnouncementKey));
  }, [unread, id, mutateAll]);

  const change = async (what: Change) => {
    setBusy(true);
    setFailure(null);
    try {
      if (what === 'delete') {
        await apiClient.delete(recordPath(id));
        void navigate('/announcements');
        return;
      }
      const record = await apiClient.get<RecordItem>(recordPath(id));
      await apiClient.put(recordPath(id), {
        data: { ...record.data, published: false },
        version: record.version,
      });
      await mutate();
    } catch (problem) {
      setFailure(messageOf(problem, 'The announcement could not be changed.'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={messageOf(error, 'The announcement could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );

  return (
    <>
      <PageHeader
        title={data.title}
        description={`For ${data.audience} · ${formatDateTime(data.publishAt)}${
          data.expiresAt ? ` · until ${formatDateTime(data.expiresAt)}` : ''
        } (${DISPLAY_ZONE_NAME})`}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/announcements">All announcements</RouterLink>
            </Button>
            {data.canManage ? (
              <>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/announcements/edit/${id}`}>Edit</RouterLink>
                </Button>
                {data.status !== 'unpublished' ? (
                  <Button size="sm" variant="outline" onClick={() => setAsking('unpublish')}>
                    Unpublish
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setAsking('delete')}
                >
                  Delete
                </Button>
              </>
            ) : null}
          </HStack>
        }
      />
      {failure ? (
        <Box mb="4">
          <FormAlert status="error">{failure}</FormAlert>
        </Box>
      ) : null}
      <Stack gap="6">
        <Panel p={{ base: '5', md: '8' }}>
          <HStack gap="2" mb="4">
            {data.pinned ? (
              <Badge variant="outline" colorPalette="brand">
                Pinned
              </Badge>
            ) : null}
            {data.canManage ? <AnnouncementStatusBadge status={data.status} /> : null}
          </HStack>
          <RichTextView value={data.body} />
          {data.attachments.length > 0 ? (
            <>
              <Separator my="6" />
              <Text fontWeight="semibold" mb="2">
                Attachments
              </Text>
              <Flex gap="2" wrap="wrap">
                {data.attachments.map((file) => (
                  <StoredFileButton
                    key={file.id}
                    fileId={file.id}
                    fileName={file.name}
                    variant="outline"
                  >
                    {file.name}
                  </StoredFileButton>
                ))}
              </Flex>
            </>
          ) : null}
        </Panel>
        {data.canManage ? <AnnouncementReaders id={id} /> : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'delete' ? 'Delete this announcement?' : 'Unpublish this announcement?'}
        confirmLabel={asking === 'delete' ? 'Delete' : 'Unpublish'}
        destructive={asking === 'delete'}
        loading={busy}
        onConfirm={() => asking && void change(asking)}
        onCancel={() => setAsking(null)}
      >
        {asking === 'delete'
          ? 'It leaves everyone’s list and its read receipts are no longer shown. An administrator can restore it from Manage announcements.'
          : 'It leaves everyone’s list until you publish it again from Edit.'}
      </ConfirmDialog>
    </>
  );
}
