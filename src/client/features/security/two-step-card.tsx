import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { SecondFactorStatus } from '../../../shared/api/second-factor';
import { formatDateTime } from '../../../shared/format/date-time';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { SectionCard } from '../../components/section-card';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useOrgResources } from '../../lib/use-org-resources';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { TurnOffDialog } from './turn-off-dialog';
import { TwoStepEnrolment } from './two-step-enrolment';

type Open = 'enrol' | 'codes' | 'off' | null;

/** Whose authenticator, in words: "admin at Acme Corporation". */
export function useOwnerName(): string {
  const account = useCurrentAccount();
  const { resources } = useOrgResources(account.orgId);
  return `${account.username} at ${resources?.tradeName ?? account.orgId}`;
}

/**
 * The "Two-step sign-in" card of Password and PIN: whether it is on, since when and how many
 * recovery codes are left; setting it up, new recovery codes, turning it off.
 */
export function TwoStepCard() {
  const account = useCurrentAccount();
  const owner = useOwnerName();
  const { data, error, isLoading, mutate } = useSWR<SecondFactorStatus>({
    path: '/api/iam/second-factor',
    scope: account.accountId,
  });
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    void mutate();
  };

  return (
    <SectionCard
      title="Two-step sign-in"
      description="Sign in with a code from an authenticator app on your phone as well as your password."
    >
      {isLoading ? (
        <PageSpinner minH="24" />
      ) : !data ? (
        <LoadError
          message={messageOf(error, 'Two-step sign-in could not be loaded.')}
          onRetry={() => void mutate()}
        />
      ) : open === 'enrol' ? (
        <TwoStepEnrolment owner={owner} onDone={close} onCancel={close} />
      ) : (
        <Stack gap="4">
          <HStack gap="3">
            <Badge colorPalette={data.enabled ? 'green' : 'gray'} size="md">
              {data.enabled ? 'On' : 'Off'}
            </Badge>
            {data.enabled && data.enrolledAt ? (
              <Text fontSize="sm" color="fg.muted">
                Since {formatDateTime(data.enrolledAt, 'MMM D, YYYY')}
              </Text>
            ) : null}
          </HStack>
          {data.required ? (
            <Text fontSize="sm">Your organisation requires two-step sign-in for your role.</Text>
          ) : null}
          {data.enabled ? (
            <>
              <Text fontSize="sm" color={data.recoveryCodesLeft <= 2 ? 'fg.error' : undefined}>
                {data.recoveryCodesLeft === 1
                  ? '1 recovery code left.'
                  : `${data.recoveryCodesLeft} recovery codes left.`}
                {data.recoveryCodesLeft <= 2 ? ' Make new ones before you run out.' : ''}
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button variant="outline" onClick={() => setOpen('codes')}>
                  New recovery codes
                </Button>
                {data.required ? null : (
                  <Button variant="outline" colorPalette="red" onClick={() => setOpen('off')}>
                    Turn off
                  </Button>
                )}
              </HStack>
            </>
          ) : (
            <Button alignSelf="start" onClick={() => setOpen('enrol')}>
              Set up two-step sign-in
            </Button>
          )}
        </Stack>
      )}
      {open === 'codes' ? <RegenerateCodesDialog owner={owner} onClose={close} /> : null}
      {open === 'off' ? <TurnOffDialog onClose={close} /> : null}
    </SectionCard>
  );
}
