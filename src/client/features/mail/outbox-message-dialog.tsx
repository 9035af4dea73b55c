import { CloseButton, Dialog, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OutboxMessage } from '../../../shared/api/mail';
import { formatDateTime } from '../../../shared/format/date-time';
import { LinkifiedText } from '../../components/linkified-text';
import { TabRow } from '../../components/tab-row';
import { MailPreview } from './mail-preview';

// The text first: its links are what an administrator without SMTP hands on.
const VIEWS = [
  { id: 'text', label: 'Plain text' },
  { id: 'html', label: 'As sent' },
] as const;
type View = (typeof VIEWS)[number]['id'];

interface OutboxMessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/**
 * One mail: its plain text, whose links are clickable (e.g. a password reset link), and as sent
 * (its branded HTML). A mail of text alone shows its text.
 */
export function OutboxMessageDialog({ message, onClose }: OutboxMessageDialogProps) {
  const [view, setView] = useState<View>('text');
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {message ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                  <Dialog.Title>{message.subject}</Dialog.Title>
                  <Stack gap="0" fontSize="sm" color="fg.muted">
                    <Text>To: {message.to}</Text>
                    <Text>
                      {formatDateTime(message.createdAt)} · {message.status}
                      {message.sentAt ? ` (sent ${formatDateTime(message.sentAt)})` : ''}
                    </Text>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  {message.html ? (
                    <Tabs.Root
                      value={view}
                      onValueChange={(details) => setView(details.value as View)}
                      variant="line"
                      lazyMount
                    >
                      <TabRow tabs={VIEWS} current={view} />
                      <Tabs.Content value="text" pt="0">
                        <LinkifiedText text={message.text} />
                      </Tabs.Content>
                      <Tabs.Content value="html" pt="0">
                        <MailPreview html={message.html} subject={message.subject} />
                      </Tabs.Content>
                    </Tabs.Root>
                  ) : (
                    <LinkifiedText text={message.text} />
                  )}
                </Dialog.Body>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close message" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
