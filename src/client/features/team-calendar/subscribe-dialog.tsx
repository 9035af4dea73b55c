import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { DoneDialog } from '../../components/done-dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { SecretOutput } from '../../components/secret-output';
import { messageOf } from '../../lib/api-error';
import { useCalendarFeed } from './api/use-calendar-feed';

/**
 * The person's own iCalendar feed: the address to paste into a calendar app, copied with a
 * click, and a new address (after a confirmation, as every app using the old one loses it).
 */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const { feed, error, retry, renew } = useCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const makeNew = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await renew();
    } catch (problem) {
      setFailure(messageOf(problem, 'A new address could not be made. Try again.'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  let body;
  if (error && !feed)
    body = <LoadError message="Your feed address could not be loaded." onRetry={retry} />;
  else if (!feed) body = <Skeleton h="16" />;
  else if (!feed.url)
    body = (
      <Box>
        <Button loading={busy} onClick={() => void makeNew()}>
          Make my feed address
        </Button>
      </Box>
    );
  else
    body = (
      <Stack gap="3">
        <SecretOutput label="Your feed address" value={feed.url} copyLabel="Copy address" />
        <Box>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Get a new address
          </Button>
        </Box>
      </Stack>
    );

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
        open={confirming}
        title="Get a new feed address?"
        confirmLabel="Get a new address"
        cancelLabel="Keep this one"
        destructive
        loading={busy}
        onConfirm={() => void makeNew()}
        onCancel={() => setConfirming(false)}
      >
        The current address stops working at once: every calendar app that uses it must be given the
        new one.
      </ConfirmDialog>
    </>
  );
}
