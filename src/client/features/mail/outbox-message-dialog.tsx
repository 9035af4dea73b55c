import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { OutboxMessage } from '../../../shared/api/mail';
import { formatDateTime } from '../../../shared/format/date-time';
import { LinkifiedText } from '../../components/linkified-text';

interface OutboxMessageDialogProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** The full text of one mail, with its links clickable (e.g. a password reset link). */
export function OutboxMessageDialog({ message, onClose }: OutboxMessageDialogProps) {
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
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
                  <LinkifiedText text={message.text} />
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
