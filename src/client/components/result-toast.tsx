import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useEffect } from 'react';

export interface ResultMessage {
  status: 'success' | 'error';
  title: string;
  description?: string;
}

const SHOWN_MS = 6000;

/**
 * The outcome of an action (an accrual, a PIN set) in the corner for a few seconds. Built on
 * the alert the theme already carries rather than Chakra's toaster, whose recipe the app's
 * slim theme leaves out.
 */
export function ResultToast({
  message,
  onClose,
}: {
  message: ResultMessage | null;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <Box
      position="fixed"
      bottom="6"
      insetEnd="6"
      insetStart={{ base: '6', md: 'auto' }}
      zIndex="toast"
      maxW={{ md: 'sm' }}
    >
      <Alert.Root
        status={message.status}
        role={message.status === 'error' ? 'alert' : 'status'}
        rounded="md"
        shadow="lg"
        variant="surface"
        pe="10"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message.title}</Alert.Title>
          {message.description ? (
            <Alert.Description>{message.description}</Alert.Description>
          ) : null}
        </Alert.Content>
        <CloseButton
          size="sm"
          position="absolute"
          top="2"
          insetEnd="2"
          aria-label="Dismiss"
          onClick={onClose}
        />
      </Alert.Root>
    </Box>
  );
}
