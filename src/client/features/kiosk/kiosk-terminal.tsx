import { Box, Button, Grid, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuickPunchRequest } from '../../../shared/api/kiosk';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { useFieldControl } from '../../components/field-control';
import { isApiError } from '../../lib/api-error';
import { postQuickPunch } from './api/kiosk-api';
import type { StoredKiosk } from './kiosk-storage';
import { useKioskClock } from './use-kiosk-clock';

const PIN = /^[0-9]{4,6}$/;
/** How long a result stays on screen before the kiosk is ready for the next person. */
const SUCCESS_MS = 6_000;
const ERROR_MS = 10_000;

type Direction = NonNullable<QuickPunchRequest['direction']>;
type Outcome =
  { status: 'success'; name: string; text: string } | { status: 'error'; text: string };

interface KioskTerminalProps {
  orgId: string;
  stored: StoredKiosk;
  /** The server no longer knows this kiosk's token (revoked). */
  onRevoked: () => void;
}

/** A large input for a touch screen, labelled by its FormField. */
function KioskInput(props: InputProps) {
  const control = useFieldControl();
  return <Input size="2xl" fontSize="xl" {...control} {...props} />;
}

/** The kiosk itself: the server's clock, employee number and PIN, Time in and Time out. */
export function KioskTerminal({ orgId, stored, onRevoked }: KioskTerminalProps) {
  const clock = useKioskClock(orgId, stored.token, onRevoked);
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ employeeNumber?: string; pin?: string }>({});
  const [busy, setBusy] = useState<Direction | 'next' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The employee number field takes the focus back for the next person.
  const form = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => setOutcome(null),
      outcome.status === 'success' ? SUCCESS_MS : ERROR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const punch = async (direction?: Direction) => {
    const found = {
      employeeNumber: employeeNumber.trim() ? undefined : 'Enter your employee number.',
      pin: PIN.test(pin) ? undefined : 'Enter your 4 to 6 digit PIN.',
    };
    setErrors(found);
    if (found.employeeNumber || found.pin) return;
    setBusy(direction ?? 'next');
    setOutcome(null);
    try {
      const request: QuickPunchRequest = { employeeNumber: employeeNumber.trim(), pin };
      if (direction) request.direction = direction;
      const answer = await postQuickPunch(orgId, stored.token, request);
      setOutcome({
        status: 'success',
        name: answer.employeeName,
        text: `Timed ${answer.direction} at ${formatDateTime(answer.at, 'h:mm A')}`,
      });
      setEmployeeNumber('');
      form.current?.querySelector('input')?.focus();
    } catch (error) {
      setOutcome({
        status: 'error',
        text: isApiError(error) ? error.message : 'The punch could not be recorded. Try again.',
      });
      // A refused kiosk token (revoked meanwhile) turns the screen into the not-authorized one.
      if (isApiError(error) && error.status === 401) void clock.sync();
    } finally {
      setPin('');
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void punch();
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '12' }}>
      <Stack gap="2" justify="center" textAlign={{ base: 'center', lg: 'start' }}>
        <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {clock.kiosk?.site ? `${stored.name} · ${clock.kiosk.site}` : stored.name}
        </Text>
        <Text
          as="time"
          aria-label="Server time"
          fontSize={{ base: '5xl', md: '6xl' }}
          whiteSpace="nowrap"
          fontWeight="semibold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
        >
          {clock.now ? formatDateTime(clock.now, 'h:mm:ss A') : '--:--:--'}
        </Text>
        <Text fontSize="lg" color="fg.muted">
          {clock.now ? formatDateTime(clock.now, 'dddd, MMMM D, YYYY') : 'Getting the time…'}
        </Text>
        {clock.offline ? (
          <FormAlert status="error">
            The server cannot be reached. Punches cannot be taken until the connection is back.
          </FormAlert>
        ) : null}
      </Stack>
      <Box ref={form}>
        <FormStack onSubmit={submit} noValidate aria-label="Quick punch">
          <FormField label="Employee number" error={errors.employeeNumber}>
            <KioskInput
              value={employeeNumber}
              maxLength={30}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setEmployeeNumber(event.target.value)}
            />
          </FormField>
          <FormField label="PIN" error={errors.pin}>
            <KioskInput
              letterSpacing="widest"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              // Digits only: the number-input rule of spec section 5 (no e, +, -, letters).
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </FormField>
          <Grid templateColumns="1fr 1fr" gap="3">
            {(['in', 'out'] as const).map((direction) => (
              <Button
                key={direction}
                size="2xl"
                colorPalette={direction === 'in' ? 'green' : 'orange'}
                loading={busy === direction}
                disabled={busy !== null || clock.skew === null}
                onClick={() => void punch(direction)}
              >
                {direction === 'in' ? 'Time in' : 'Time out'}
              </Button>
            ))}
          </Grid>
        </FormStack>
      </Box>
      <Box gridColumn="1 / -1" minH="24" aria-live="polite">
        {outcome ? <KioskResult outcome={outcome} /> : null}
      </Box>
    </Grid>
  );
}

/** The big answer a person at the kiosk reads from a step away. */
function KioskResult({ outcome }: { outcome: Outcome }) {
  const success = outcome.status === 'success';
  return (
    <Stack
      role={success ? 'status' : 'alert'}
      gap="1"
      align="center"
      textAlign="center"
      px="6"
      py="5"
      rounded="xl"
      borderWidth="1px"
      bg={success ? 'green.subtle' : 'red.subtle'}
      borderColor={success ? 'green.muted' : 'red.muted'}
      color={success ? 'green.fg' : 'red.fg'}
    >
      {success ? (
        <>
          <Text fontSize="3xl" fontWeight="semibold">
            {outcome.name}
          </Text>
          <Text fontSize="2xl">{outcome.text}</Text>
        </>
      ) : (
        <Text fontSize="xl" fontWeight="medium">
          {outcome.text}
        </Text>
      )}
    </Stack>
  );
}
