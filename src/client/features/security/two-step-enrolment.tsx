import { Box, Button, chakra, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type {
  RecoveryCodes,
  SecondFactorCodeRequest,
  SecondFactorEnrolment,
} from '../../../shared/api/second-factor';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { OneTimeCodeInput } from '../../components/one-time-code-input';
import { PageSpinner } from '../../components/page-spinner';
import { apiClient } from '../../lib/api-client';
import { isApiError, messageOf } from '../../lib/api-error';
import { RecoveryCodesPanel } from './recovery-codes-panel';

interface TwoStepEnrolmentProps {
  /** Whose authenticator: named in the recovery codes' file. */
  owner: string;
  /** The recovery codes were seen; two-step sign-in is on. */
  onDone: () => void;
  onCancel?: () => void;
  /** Room for the QR code beside the steps (a dialog), rather than above them (a card). */
  wide?: boolean;
}

type Step =
  | { kind: 'starting' }
  | { kind: 'failed'; message: string }
  | { kind: 'scan'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; codes: string[] };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator app: scan the QR code (or type the key), prove it with the
 * app's code, then keep the recovery codes, shown this once.
 */
export function TwoStepEnrolment({ owner, onDone, onCancel, wide }: TwoStepEnrolmentProps) {
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiClient
      .post<SecondFactorEnrolment>('/api/iam/second-factor/enrolment', {})
      .then((enrolment) => live && setStep({ kind: 'scan', enrolment }))
      .catch(
        (error: unknown) =>
          live &&
          setStep({ kind: 'failed', message: messageOf(error, 'The set-up could not start.') }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (step.kind === 'starting') return <PageSpinner label="Preparing the QR code" minH="48" />;
  if (step.kind === 'failed')
    return (
      <Stack gap="4">
        <FormAlert status="error">{step.message}</FormAlert>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setAttempt(attempt + 1)}>
            Try again
          </Button>
          {onCancel ? (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </HStack>
      </Stack>
    );
  if (step.kind === 'codes')
    return (
      <Stack gap="5">
        <Text fontWeight="medium">Two-step sign-in is on.</Text>
        <RecoveryCodesPanel codes={step.codes} owner={owner} />
        <Button alignSelf="start" onClick={onDone}>
          I have saved my recovery codes
        </Button>
      </Stack>
    );
  return (
    <ScanAndConfirm
      enrolment={step.enrolment}
      wide={Boolean(wide)}
      onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
      onCancel={onCancel}
    />
  );
}

function ScanAndConfirm({
  enrolment,
  wide,
  onConfirmed,
  onCancel,
}: {
  enrolment: SecondFactorEnrolment;
  wide: boolean;
  onConfirmed: (codes: string[]) => void;
  onCancel: (() => void) | undefined;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return setError('Enter the 6 digits the app shows.');
    setBusy(true);
    setError(null);
    try {
      const body: SecondFactorCodeRequest = { code };
      const answer = await apiClient.post<RecoveryCodes>(
        '/api/iam/second-factor/enrolment/confirm',
        body,
      );
      onConfirmed(answer.recoveryCodes);
    } catch (problem) {
      setError(
        isApiError(problem)
          ? (problem.fieldMessage('/code') ?? problem.message)
          : 'Something went wrong. Please try again.',
      );
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex
      gap="5"
      direction={
        wide
          ? { base: 'column', sm: 'row' }
          : { base: 'column', sm: 'row', lg: 'column', '2xl': 'row' }
      }
    >
      <Box
        flexShrink={0}
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        p="2"
        alignSelf="start"
      >
        <Image
          src={enrolment.qrCode}
          alt="QR code to scan with your authenticator app"
          boxSize="44"
        />
      </Box>
      <Stack gap="4" flex="1" minW="0">
        <chakra.ol
          ps="5"
          listStyleType="decimal"
          fontSize="sm"
          display="flex"
          flexDirection="column"
          gap="1.5"
        >
          <li>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
            1Password and others work).
          </li>
          <li>Add an account and scan this QR code.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </chakra.ol>
        <Text fontSize="sm" color="fg.muted">
          Cannot scan? Enter this key in the app instead:{' '}
          <chakra.code fontFamily="mono" color="fg">
            {grouped(enrolment.secret)}
          </chakra.code>
        </Text>
        <chakra.form
          onSubmit={(event) => void confirm(event)}
          noValidate
          display="flex"
          flexDirection="column"
          gap="4"
        >
          <FormField label="Code from the app" error={error ?? undefined}>
            <OneTimeCodeInput value={code} onChange={setCode} />
          </FormField>
          <HStack gap="3">
            <Button type="submit" loading={busy} loadingText="Checking">
              Turn on
            </Button>
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            ) : null}
          </HStack>
        </chakra.form>
      </Stack>
    </Flex>
  );
}
