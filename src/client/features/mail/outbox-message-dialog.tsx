import { CloseButton, Dialog, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OutboxItem, OutboxMessage } from '../../../shared/api/mail';
import { formatDateTime } from '../../../shared/format/date-time';
import { LinkifiedText } from '../../components/linkified-text';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { TabRow } from '../../components/tab-row';
import { useOutboxMessage } from './api/use-outbox-message';
import { MailPreview } from './mail-preview';

// The text first: its links are what an administrator without SMTP hands on.
const VIEWS = [
  { id: 'text', label: 'Plain text' },
  { id: 'html', label: 'As sent' },
] as const;
type View = (typeof VIEWS)[number]['id'];

/** The mail's bodies: the text alone, or tabs for the text and the HTML as sent. */
function MessageBodies({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<View>('text');
  if (!message.html) return <LinkifiedText text={message.text} />;
  return (
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
  );
}

/** Reads the opened mail: the list carries no bodies. */
function MessageBody({ item }: { item: OutboxItem }) {
  const { message, error, retry } = useOutboxMessage(item.id);
  if (error) return <LoadError message="The mail could not be loaded." onRetry={retry} />;
  if (!message) return <PageSpinner label="Loading the mail" minH="30vh" />;
  return <MessageBodies key={message.id} message={message} />;
}

interface OutboxMessageDialogProps {
  item: OutboxItem | null;
  onClose: () => void;
}

/**
 * One mail: its plain text, whose links are clickable (e.g. a password reset link), and as sent
 * (its branded HTML). A mail of text alone shows its text.
 */
export function OutboxMessageDialog({ item, onClose }: OutboxMessageDialogProps) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {item ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                  <Dialog.Title>{item.subject}</Dialog.Title>
                  <Stack gap="0" fontSize="sm" color="fg.muted">
                    <Text>To: {item.to}</Text>
                    <Text>
                      {formatDateTime(item.createdAt)} · {item.status}
                      {item.sentAt ? ` (sent ${formatDateTime(item.sentAt)})` : ''}
                    </Text>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <MessageBody item={item} />
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
