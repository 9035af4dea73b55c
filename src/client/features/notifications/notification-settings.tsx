import { Button, chakra, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { NotificationSettings as Settings } from '../../../shared/api/notifications';
import {
  DELIVERIES,
  DELIVERY_LABELS,
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
  type Delivery,
} from '../../../shared/notifications/notification-kinds';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { NativeCheckbox } from '../../components/native-checkbox';
import { NativeSelect } from '../../components/native-select';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { SectionCard } from '../../components/section-card';
import { TableSkeleton } from '../../components/table-skeleton';
import { apiClient } from '../../lib/api-client';
import { messageOf } from '../../lib/api-error';

const PATH = '/api/notifications/settings';

/** Each person's choice per kind of notice, and e-mail at once or as one morning summary. */
export function NotificationSettingsCard({ accountId }: { accountId: string }) {
  const { data, error, mutate } = useSWR<Settings>({ path: PATH, scope: accountId });
  // Here, not in the form: a save remounts the form with what was saved.
  const [result, setResult] = useState<ResultMessage | null>(null);
  const saved = async (settings: Settings) => {
    await mutate(settings, { revalidate: false });
    setResult({ status: 'success', title: 'Notification settings saved' });
  };
  return (
    <SectionCard
      title="How you hear of things"
      description="For each kind of notice: in the bell, by e-mail, both, or not at all."
    >
      <chakra.div id="settings" />
      {data ? (
        <SettingsForm key={JSON.stringify(data)} saved={data} onSaved={saved} />
      ) : error ? (
        <LoadError
          message="Your notification settings could not be loaded."
          onRetry={() => void mutate()}
        />
      ) : (
        <TableSkeleton rows={NOTIFICATION_KIND_IDS.length} />
      )}
      <ResultToast message={result} onClose={() => setResult(null)} />
    </SectionCard>
  );
}

function SettingsForm({
  saved,
  onSaved,
}: {
  saved: Settings;
  onSaved: (settings: Settings) => Promise<void>;
}) {
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (kind: keyof Settings['deliveries'], delivery: Delivery) =>
    setDraft({ ...draft, deliveries: { ...draft.deliveries, [kind]: delivery } });
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSaved(await apiClient.put<Settings>(PATH, draft));
    } catch (caught) {
      setFailure(messageOf(caught, 'The settings could not be saved.'));
    } finally {
      setSaving(false);
    }
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  return (
    <Stack gap="5">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Notice</Table.ColumnHeader>
            <Table.ColumnHeader w="44">Delivery</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {NOTIFICATION_KIND_IDS.map((kind) => (
            <Table.Row key={kind}>
              <Table.Cell>
                <Text fontWeight="medium" id={`delivery-${kind}`}>
                  {NOTIFICATION_KINDS[kind].label}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {NOTIFICATION_KINDS[kind].description}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <NativeSelect
                  aria-labelledby={`delivery-${kind}`}
                  value={draft.deliveries[kind]}
                  onChange={(event) => choose(kind, event.target.value as Delivery)}
                >
                  {DELIVERIES.map((delivery) => (
                    <option key={delivery} value={delivery}>
                      {DELIVERY_LABELS[delivery]}
                    </option>
                  ))}
                </NativeSelect>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <chakra.label display="flex" gap="3" alignItems="start" cursor="pointer">
        <NativeCheckbox
          mt="1"
          checked={draft.dailyDigest}
          onChange={(event) => setDraft({ ...draft, dailyDigest: event.target.checked })}
        />
        <span>
          <Text fontWeight="medium">One e-mail a day</Text>
          <Text fontSize="sm" color="fg.muted">
            Instead of a mail for each, a summary at 7:00 AM Philippine time of what came in since
            the last one. Approval mails then come without their one-click links.
          </Text>
        </span>
      </chakra.label>
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      <Flex gap="3">
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          Save settings
        </Button>
        {changed ? (
          <Button variant="ghost" onClick={() => setDraft(saved)} disabled={saving}>
            Discard changes
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
