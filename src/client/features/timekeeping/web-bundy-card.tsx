import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { ActivePunchResponse } from '../../../shared/api/timekeeping';
import { workClock } from '../../../shared/timekeeping/time-labels';
import { FormAlert } from '../../components/form-alert';
import { Panel } from '../../components/panel';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { timeKeys } from './api/time-keys';

/** A clock that ticks every second, `skew` ms ahead of this browser's. */
function useTickingClock(skew: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(now + skew);
}

/** Time in / time out by the server's clock, for the signed-in employee. */
export function WebBundyCard({ onPunched }: { onPunched: () => void }) {
  const account = useCurrentAccount();
  // The server's clock is the only clock: shown from the offset measured at each read.
  const [skew, setSkew] = useState(0);
  const { data, mutate } = useSWR<ActivePunchResponse>(timeKeys.activePunch(account.accountId), {
    onSuccess: (answer) => setSkew(Date.parse(answer.serverTime) - Date.now()),
  });
  const clock = useTickingClock(skew);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ status: 'error' | 'success'; text: string } | null>(
    null,
  );

  const punch = async () => {
    if (!data) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { punch: saved } = await apiClient.post<{ punch: { at: string } }>(
        '/api/hcm/web-bundy',
        { direction: data.next },
      );
      setOutcome({
        status: 'success',
        text: `Timed ${data.next} at ${workClock(saved.at).slice(11)}.`,
      });
      await mutate();
      onPunched();
    } catch (error) {
      setOutcome({
        status: 'error',
        text: isApiError(error) ? error.message : 'The punch could not be recorded.',
      });
    } finally {
      setBusy(false);
    }
  };

  const last = data?.last;
  return (
    <Panel p="5" mb="6">
      <Flex gap="6" align="center" justify="space-between" wrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            Web bundy · server time
          </Text>
          <Text fontSize="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {workClock(clock).slice(11)}:{String(clock.getUTCSeconds()).padStart(2, '0')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {last
              ? `Last punch: time ${last.direction} on ${workClock(last.at).replace('T', ' at ')}`
              : 'No punches yet.'}
          </Text>
        </Stack>
        <Button
          size="lg"
          colorPalette={data?.next === 'out' ? 'orange' : 'green'}
          onClick={() => void punch()}
          loading={busy}
          disabled={!data}
        >
          {data?.next === 'out' ? 'Time out' : 'Time in'}
        </Button>
      </Flex>
      {outcome ? (
        <Stack mt="4">
          <FormAlert status={outcome.status}>{outcome.text}</FormAlert>
        </Stack>
      ) : null}
    </Panel>
  );
}
