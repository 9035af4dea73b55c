import {
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Input,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { AllowedRange, NetworkSettings } from '../../../shared/api/network-settings';
import { formatDateTime } from '../../../shared/format/date-time';
import { AppIcon } from '../../components/app-icon';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { SectionCard } from '../../components/section-card';
import { apiClient } from '../../lib/api-client';
import { fieldErrorsOf, messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

const SETTINGS_PATH = '/api/network/settings';

/** Field errors by JSON pointer (`/ranges/2/address`), as the server names them. */
type FieldErrors = Record<string, string>;

/**
 * `/network-configuration/list`: the addresses and CIDR ranges the web bundy (and optionally
 * the kiosks) may be used from, with the switch that turns the restriction on.
 */
export function NetworkConfigurationPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<NetworkSettings>({
    path: SETTINGS_PATH,
    scope: account.accountId,
  });
  if (isLoading) return <PageSpinner />;
  if (!data)
    return (
      <LoadError
        message={messageOf(error, 'The network settings could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );
  return (
    <NetworkSettingsForm
      data={data}
      onSaved={(saved) => void mutate(saved, { revalidate: false })}
    />
  );
}

const editable = ({ restricted, includeKiosk, ranges }: NetworkSettings) => ({
  restricted,
  includeKiosk,
  ranges,
});

function NetworkSettingsForm({
  data,
  onSaved,
}: {
  data: NetworkSettings;
  onSaved: (saved: NetworkSettings) => void;
}) {
  const [draft, setDraft] = useState(() => editable(data));
  const [fields, setFields] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ status: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);

  const setRange = (index: number, change: Partial<AllowedRange>) =>
    setDraft({
      ...draft,
      ranges: draft.ranges.map((range, at) => (at === index ? { ...range, ...change } : range)),
    });

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    setFields({});
    try {
      const saved = await apiClient.put<NetworkSettings>(SETTINGS_PATH, draft);
      onSaved(saved);
      setDraft(editable(saved));
      setOutcome({ status: 'success', text: 'The network settings are saved.' });
    } catch (problem) {
      setFields(fieldErrorsOf(problem));
      setOutcome({ status: 'error', text: messageOf(problem, 'The settings could not be saved.') });
    } finally {
      setSaving(false);
    }
  };

  const inEffect = draft.restricted && draft.ranges.length > 0;
  return (
    <>
      <PageHeader
        title="Network configuration"
        description={`Where the web bundy may be used from. Your address as the server sees it: ${data.yourAddress}`}
      />
      <Stack gap="6" maxW="4xl">
        {outcome ? <FormAlert status={outcome.status}>{outcome.text}</FormAlert> : null}
        <SectionCard
          title="Restriction"
          description={
            inEffect
              ? 'On: punches from any other address are refused.'
              : 'Off, or no addresses listed: punches are taken from anywhere.'
          }
        >
          <Stack gap="4">
            <Switch.Root
              checked={draft.restricted}
              onCheckedChange={(event) => setDraft({ ...draft, restricted: event.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Allow the web bundy only from the addresses below</Switch.Label>
            </Switch.Root>
            <Switch.Root
              checked={draft.includeKiosk}
              onCheckedChange={(event) => setDraft({ ...draft, includeKiosk: event.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Restrict the kiosks too</Switch.Label>
            </Switch.Root>
          </Stack>
        </SectionCard>
        <SectionCard
          title="Allowed addresses"
          description="An IPv4 or IPv6 address (203.0.113.7) or a CIDR range (10.0.0.0/8, 2001:db8::/32), with a label people recognise."
        >
          <Stack gap="3" as="ul" listStyleType="none">
            {draft.ranges.map((range, index) => {
              const problem =
                fields[`/ranges/${index}/address`] ?? fields[`/ranges/${index}/label`];
              return (
                <Box as="li" key={index}>
                  <Flex gap="3" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
                    <Input
                      aria-label={`Address ${index + 1}`}
                      placeholder="10.0.0.0/8"
                      maxLength={64}
                      value={range.address}
                      aria-invalid={problem ? true : undefined}
                      onChange={(event) => setRange(index, { address: event.target.value })}
                    />
                    <Input
                      aria-label={`Label ${index + 1}`}
                      placeholder="Makati office"
                      maxLength={100}
                      value={range.label}
                      onChange={(event) => setRange(index, { label: event.target.value })}
                    />
                    <IconButton
                      aria-label={`Remove address ${index + 1}`}
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setDraft({ ...draft, ranges: draft.ranges.filter((_, at) => at !== index) })
                      }
                    >
                      <AppIcon name="close" />
                    </IconButton>
                  </Flex>
                  {problem ? (
                    <Text color="fg.error" fontSize="sm" mt="1">
                      {problem}
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
          {draft.ranges.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              No addresses yet: every address is allowed.
            </Text>
          ) : null}
          <HStack gap="3" mt="4">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setDraft({ ...draft, ranges: [...draft.ranges, { address: '', label: '' }] })
              }
            >
              Add address
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setDraft({
                  ...draft,
                  ranges: [...draft.ranges, { address: data.yourAddress, label: 'This network' }],
                })
              }
            >
              Add my address
            </Button>
          </HStack>
        </SectionCard>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {data.updatedBy && data.updatedAt
              ? `Last changed by ${data.updatedBy} on ${formatDateTime(data.updatedAt)} (${DISPLAY_ZONE_NAME}).`
              : 'Never changed.'}
          </Text>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Flex>
      </Stack>
    </>
  );
}
