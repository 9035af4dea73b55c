import { Alert, Button, Flex } from '@chakra-ui/react';
import dayjs from 'dayjs';

/** Says the form holds a draft restored from this browser, with the way to start over. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <Alert.Root status="info" rounded="md">
      <Alert.Indicator />
      <Flex flex="1" gap="3" align="center" justify="space-between" wrap="wrap">
        <Alert.Description>
          We kept what you entered on {dayjs(savedAt).format('MMM D, YYYY h:mm A')}. It is not saved
          yet: check it and save.
        </Alert.Description>
        <Button size="xs" variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
      </Flex>
    </Alert.Root>
  );
}
