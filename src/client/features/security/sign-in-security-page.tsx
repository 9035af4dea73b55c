import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { SignInPolicy, SignInPolicyAnswer } from '../../../shared/api/second-factor';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { NativeCheckbox } from '../../components/native-checkbox';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { SectionCard } from '../../components/section-card';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';

const POLICY_PATH = '/api/organization/sign-in-policy';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/**
 * `/admin-settings/sign-in-security`: the roles that must sign in with an authenticator app,
 * and who of them has not set one up yet.
 */
export function SignInSecurityPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<SignInPolicyAnswer>({
    path: POLICY_PATH,
    scope: account.accountId,
  });
  return (
    <>
      <PageHeader
        title="Sign-in security"
        description="Choose who must sign in with a code from an authenticator app as well as their password."
      />
      {isLoading ? (
        <PageSpinner />
      ) : !data ? (
        <LoadError
          message={messageOf(error, 'The sign-in policy could not be loaded.')}
          onRetry={() => void mutate()}
        />
      ) : (
        <PolicyForm data={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      )}
    </>
  );
}

function PolicyForm({
  data,
  onSaved,
}: {
  data: SignInPolicyAnswer;
  onSaved: (saved: SignInPolicyAnswer) => void;
}) {
  const [roles, setRoles] = useState(data.twoFactorRoles);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ status: 'error' | 'success'; text: string } | null>(
    null,
  );
  const changed = [...roles].sort().join() !== [...data.twoFactorRoles].sort().join();

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      const body: SignInPolicy = { twoFactorRoles: roles };
      const saved = await apiClient.put<SignInPolicyAnswer>(POLICY_PATH, body);
      onSaved(saved);
      setRoles(saved.twoFactorRoles);
      setOutcome({ status: 'success', text: 'The sign-in policy is saved.' });
    } catch (problem) {
      setOutcome({ status: 'error', text: messageOf(problem, 'The policy could not be saved.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl">
      {outcome ? <FormAlert status={outcome.status}>{outcome.text}</FormAlert> : null}
      <SectionCard
        title="Two-step sign-in required for"
        description="People with a role ticked here must set up an authenticator app: at their next sign-in they can do nothing else until they have. Others may still turn it on for themselves."
      >
        <Stack as="ul" listStyleType="none" gap="3">
          {data.roles.map(({ id: role, name, holders }) => {
            const waiting = data.notEnrolledByRole[role] ?? 0;
            return (
              <HStack as="li" key={role} justify="space-between" gap="4">
                <HStack as="label" gap="2.5" fontSize="sm" fontWeight="medium">
                  <NativeCheckbox
                    checked={roles.includes(role)}
                    onChange={(event) =>
                      setRoles(
                        event.target.checked
                          ? [...roles, role]
                          : roles.filter((other) => other !== role),
                      )
                    }
                  />
                  {name}
                </HStack>
                <Badge
                  colorPalette={holders === 0 ? 'gray' : waiting > 0 ? 'orange' : 'green'}
                  variant="subtle"
                >
                  {holders === 0
                    ? 'Nobody holds it'
                    : waiting > 0
                      ? `${people(waiting)} not set up`
                      : 'Everyone set up'}
                </Badge>
              </HStack>
            );
          })}
        </Stack>
      </SectionCard>
      <Stack gap="2">
        <Text fontSize="sm">
          {data.twoFactorRoles.length === 0
            ? 'No role must use two-step sign-in now.'
            : data.notEnrolled === 0
              ? 'Everyone the saved policy names has set up two-step sign-in.'
              : `${people(data.notEnrolled)} the saved policy names ${data.notEnrolled === 1 ? 'has' : 'have'} not set up two-step sign-in yet; they are asked to at their next sign-in.`}
        </Text>
        {data.updatedBy && data.updatedAt ? (
          <Text fontSize="sm" color="fg.muted">
            Last changed by {data.updatedBy} on {formatDateTime(data.updatedAt)}.
          </Text>
        ) : null}
      </Stack>
      <HStack>
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
