import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { DoneDialog } from '../../components/done-dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { SecretOutput } from '../../components/secret-output';
import { messageOf } from '../../lib/api-error';
import { useCalendarFeed } from './api/use-calendar-feed';

/** What each change of the address asks and does. */
const CHANGES = {
  renew: {
    title: 'Get a new feed address?',
    confirm: 'Get a new address',
    cancel: 'Keep this one',
    text: 'The current address stops working at once: every calendar app that uses it must be given the new one.',
    failure: 'A new address could not be made. Try again.',
  },
  stop: {
    title: 'Stop your calendar feed?',
    confirm: 'Stop the feed',
    cancel: 'Keep it',
    text: 'The address stops working at once and calendar apps that use it see nothing more. You can make a new address later.',
    failure: 'The feed could not be stopped. Try again.',
  },
} as const;

type Change = keyof typeof CHANGES;

/**
 * The person's own iCalendar feed: the address to paste into a calendar app, copied with a
 * click, a new address, or none (each after a confirmation, as every app using the old one
 * loses it).
 */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const { feed, error, retry, renew, stop } = useCalendarFeed();
  // The last change asked stays named while its question closes.
  const [asked, setAsked] = useState<{ which: Change; open: boolean }>({
    which: 'renew',
    open: false,
  });
  const ask = (which: Change) => setAsked({ which, open: true });
  const close = () => setAsked((last) => ({ ...last, open: false }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (which: Change) => {
    setBusy(true);
    setFailure(null);
    try {
      await (which === 'renew' ? renew() : stop());
    } catch (problem) {
      setFailure(messageOf(problem, CHANGES[which].failure));
    } finally {
      setBusy(false);
      close();
    }
  };

  let body;
  if (error && !feed)
    body = <LoadError message="Your feed address could not be loaded." onRetry={retry} />;
  else if (!feed) body = <Skeleton h="16" />;
  else if (!feed.url)
    body = (
      <Box>
        <Button loading={busy} onClick={() => void change('renew')}>
          Make my feed address
        </Button>
      </Box>
    );
  else
    body = (
      <Stack gap="3">
        <SecretOutput label="Your feed address" value={feed.url} copyLabel="Copy address" />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => ask('renew')}>
            Get a new address
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => ask('stop')}>
            Stop the feed
          </Button>
        </HStack>
      </Stack>
    );

  const question = CHANGES[asked.which];
  return (
    <>
      <DoneDialog title="Subscribe (iCalendar)" onClose={onClose}>
        <Text>
          Add this address to your calendar app (Google Calendar: “From URL”; Outlook: “Subscribe
          from web”) to see your own leave and official business, pending ones as tentative, and the
          holidays. Keep it to yourself: anyone with the address sees them.
        </Text>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {body}
      </DoneDialog>
      <ConfirmDialog
        open={asked.open}
        title={question.title}
        confirmLabel={question.confirm}
        cancelLabel={question.cancel}
        destructive
        loading={busy}
        onConfirm={() => void change(asked.which)}
        onCancel={close}
      >
        {question.text}
      </ConfirmDialog>
    </>
  );
}
