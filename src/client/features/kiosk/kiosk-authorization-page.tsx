import { Badge, Box, Button, Flex, HStack, Text, type TableCellProps } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { Kiosk, KioskListResponse } from '../../../shared/api/kiosk';
import { formatDateTime } from '../../../shared/format/date-time';
import { ConfirmDialog } from '../../components/alert-dialog';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListPanel } from '../../components/list-panel';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { SectionCard } from '../../components/section-card';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { kioskKeys } from './api/kiosk-keys';
import { EmployeePinForm } from './employee-pin-form';
import { kioskStorage } from './kiosk-storage';
import { NewKioskDialog } from './new-kiosk-dialog';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

/** This browser's own kiosk, if it is one; `forget` drops the stored token. */
function useThisBrowserKiosk(orgId: string) {
  const [stored, setStored] = useState(() => kioskStorage.get(orgId));
  return {
    stored,
    refresh: () => setStored(kioskStorage.get(orgId)),
    forget: () => {
      kioskStorage.remove(orgId);
      setStored(null);
    },
  };
}

const END: TableCellProps = { textAlign: 'end' };

/** The kiosks: name and site, status, use, who authorized them, and a revoke while active. */
const columnsOf = (
  thisBrowserKioskId: string | undefined,
  onRevoke: (kiosk: Kiosk) => void,
): DataColumn<Kiosk>[] => [
  {
    id: 'kiosk',
    header: 'Kiosk',
    cell: (kiosk) => (
      <>
        <HStack gap="2">
          <Text fontWeight="medium">{kiosk.name}</Text>
          {thisBrowserKioskId === kiosk.id ? (
            <Badge variant="outline" colorPalette="blue">
              This browser
            </Badge>
          ) : null}
        </HStack>
        {kiosk.site ? (
          <Text fontSize="xs" color="fg.muted">
            {kiosk.site}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (kiosk) => (
      <Badge variant="subtle" colorPalette={kiosk.revokedAt ? 'gray' : 'green'}>
        {kiosk.revokedAt ? 'Revoked' : 'Active'}
      </Badge>
    ),
  },
  {
    id: 'lastUsed',
    header: 'Last used',
    nowrap: true,
    value: (kiosk) => (kiosk.lastUsedAt ? formatDateTime(kiosk.lastUsedAt) : 'Never'),
  },
  {
    id: 'authorized',
    header: 'Authorized',
    nowrap: true,
    cell: (kiosk) => (
      <>
        {formatDateTime(kiosk.createdAt)}
        <Text fontSize="xs" color="fg.muted">
          by {kiosk.createdBy}
          {kiosk.revokedAt ? ` · revoked ${formatDateTime(kiosk.revokedAt)}` : ''}
        </Text>
      </>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    headerProps: END,
    cellProps: END,
    cell: (kiosk) =>
      kiosk.revokedAt ? null : (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRevoke(kiosk)}>
          Revoke
        </Button>
      ),
  },
];

/**
 * `/admin-settings/kiosk-authorization`: the browsers that may take quick punches, and the PINs
 * employees punch with.
 */
export function KioskAuthorizationPage() {
  const account = useCurrentAccount();
  const orgId = account.orgId;
  const { data, error, isLoading, mutate } = useSWR<KioskListResponse>(
    kioskKeys.list(account.accountId),
  );
  const browser = useThisBrowserKiosk(orgId);
  const [creating, setCreating] = useState<'this-browser' | 'other' | null>(null);
  const [revoking, setRevoking] = useState<Kiosk | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const items = data?.items ?? [];
  const kioskPath = `/kiosk/${encodeURIComponent(orgId)}`;

  const revoke = async (kiosk: Kiosk) => {
    setBusy(true);
    try {
      await apiClient.post(`/api/admin-settings/kiosks/${kiosk.id}/revoke`, undefined);
      if (browser.stored?.kioskId === kiosk.id) browser.forget();
      setOutcome({ status: 'success', text: `Kiosk "${kiosk.name}" can no longer take punches.` });
      await mutate();
    } catch (failure) {
      setOutcome({
        status: 'error',
        text: isApiError(failure) ? failure.message : 'The kiosk could not be revoked.',
      });
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Kiosk authorization"
        description={`Browsers that may take quick punches with an employee number and PIN. Times are ${DISPLAY_ZONE_NAME}.`}
        actions={
          <HStack gap="3" flexShrink={0}>
            <Button size="sm" variant="outline" onClick={() => setCreating('other')}>
              New kiosk
            </Button>
            <Button size="sm" onClick={() => setCreating('this-browser')}>
              Authorize this browser as a kiosk
            </Button>
          </HStack>
        }
      />
      {browser.stored ? (
        <Panel p="4" mb="4">
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            <Text>
              This browser is the kiosk <strong>{browser.stored.name}</strong>.
            </Text>
            <HStack gap="2">
              <Button asChild size="sm">
                <RouterLink to={kioskPath}>Open kiosk screen</RouterLink>
              </Button>
              <Button size="sm" variant="outline" onClick={browser.forget}>
                Forget on this browser
              </Button>
            </HStack>
          </Flex>
        </Panel>
      ) : null}
      <OutcomeAlert outcome={outcome} mb="4" />
      <ListPanel
        list={{ data, error, isLoading, mutate }}
        loadErrorMessage="The kiosks could not be loaded."
        isEmpty={items.length === 0}
        empty={{
          icon: 'device',
          title: 'No kiosks yet',
          description:
            'Authorize the browser at your entrance, and employees can time in and out there with their PIN.',
        }}
      >
        <DataTable
          rows={items}
          columns={columnsOf(browser.stored?.kioskId, setRevoking)}
          rowKey={(kiosk) => kiosk.id}
        />
      </ListPanel>
      <Box mt="6">
        <SectionCard
          title="Employee PINs"
          description="Employees punch at a kiosk with their employee number and PIN. Set a PIN for a new employee, or a new one for someone who forgot theirs or was locked out by wrong PINs."
        >
          <EmployeePinForm />
        </SectionCard>
      </Box>
      {creating ? (
        <NewKioskDialog
          orgId={orgId}
          thisBrowser={creating === 'this-browser'}
          onClose={() => {
            setCreating(null);
            browser.refresh();
          }}
          onCreated={() => {
            setOutcome(null);
            browser.refresh();
            void mutate();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this kiosk?"
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        destructive
        loading={busy}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        {revoking
          ? `"${revoking.name}" will no longer take punches. Its past punches stay as they are. To use that browser again, authorize it anew.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
