import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PlatformOrganizations } from '../../../shared/api/platform-console';
import type {
  CreatedOrganization,
  CreateOrganizationRequest,
  OrganizationSummary,
} from '../../../shared/api/tenancy';
import { DataTable } from '../../components/data-table';
import { ListPanel } from '../../components/list-panel';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert';
import { SearchBox } from '../../components/search-box';
import { messageOf } from '../../lib/api-error';
import { saveBlob } from '../../lib/save-blob';
import { platformConsoleApi, platformKeys } from './api/platform-console-api';
import { CreatedOrganizationDialog } from './created-organization-dialog';
import { DeleteOrganizationDialog } from './delete-organization-dialog';
import { NewOrganizationDialog } from './new-organization-dialog';
import { organizationColumnsOf } from './organization-columns';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog';

const matches = (org: OrganizationSummary, query: string) =>
  [org.orgId, org.tradeName, org.registeredName].some((text) => text.toLowerCase().includes(query));

/** The organisations: search, start one, suspend or resume, export and delete. */
export function OrganizationsPanel() {
  const { data, error, isLoading, mutate } = useSWR<PlatformOrganizations>(
    platformKeys.organizations,
  );
  const { mutate: refresh } = useSWRConfig();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{
    created: CreatedOrganization;
    request: CreateOrganizationRequest;
  } | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const [changing, setChanging] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OrganizationSummary | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** The list and the activity both change with every action. */
  const reload = async () => {
    await Promise.all([mutate(), refresh(platformKeys.activity)]);
  };

  const changeStatus = async ({ org, to }: StatusChange) => {
    setChanging(true);
    try {
      if (to === 'suspended') await platformConsoleApi.suspend(org.orgId);
      else await platformConsoleApi.resume(org.orgId);
      setOutcome({
        status: 'success',
        text:
          to === 'suspended'
            ? `"${org.orgId}" is suspended: its sessions have ended and nobody of it signs in.`
            : `"${org.orgId}" is resumed: its people sign in again.`,
      });
      await reload();
    } catch (failure) {
      setOutcome({ status: 'error', text: messageOf(failure, 'The status could not change.') });
    } finally {
      setChanging(false);
      setChange(null);
    }
  };

  const exportArchive = async (org: OrganizationSummary) => {
    setExporting(org.orgId);
    setOutcome(null);
    try {
      const { blob, filename } = await platformConsoleApi.export(org.orgId);
      const name = filename ?? `${org.orgId}-export.zip`;
      saveBlob(blob, name);
      setOutcome({ status: 'success', text: `"${org.orgId}" is exported to ${name}.` });
    } catch (failure) {
      setOutcome({ status: 'error', text: messageOf(failure, 'The export failed.') });
      return;
    } finally {
      setExporting(null);
    }
    // Its last export, and the deletion it opens once suspended.
    await reload();
  };

  const columns = organizationColumnsOf({
    onSuspend: (org) => setChange({ org, to: 'suspended' }),
    onResume: (org) => setChange({ org, to: 'active' }),
    onExport: (org) => void exportArchive(org),
    onDelete: setDeleting,
    exporting,
  });
  const items = data?.items ?? [];
  const query = search.trim().toLowerCase();
  const shown = query ? items.filter((org) => matches(org, query)) : items;

  const newOrganization = (
    <Button size="sm" onClick={() => setCreating(true)}>
      New organisation
    </Button>
  );

  return (
    <Box as="section" aria-labelledby="organisations-heading">
      <Flex mb="4" gap="3" align="center" justify="space-between">
        <Heading as="h2" id="organisations-heading" size="xl" fontWeight="semibold">
          Organisations
        </Heading>
        {newOrganization}
      </Flex>
      {items.length > 0 ? (
        <Box mb="4">
          <SearchBox
            label="Search organisations"
            placeholder="Search by id or name"
            value={search}
            onChange={setSearch}
          />
        </Box>
      ) : null}
      <OutcomeAlert outcome={outcome} mb="4" />
      <ListPanel
        list={{ data, error, isLoading, mutate }}
        loadErrorMessage={messageOf(error, 'The organisations could not be loaded.')}
        isEmpty={items.length === 0}
        empty={{
          icon: 'building',
          title: 'No organisation yet',
          description: (
            <>
              Start the first one with &ldquo;New organisation&rdquo;, or at the command line:
              <Text
                as="code"
                display="block"
                mt="2"
                fontFamily="mono"
                fontSize="xs"
                wordBreak="break-all"
              >
                npm run -s org -- create --id &lt;org-id&gt; --name &quot;&lt;trade name&gt;&quot;
                --admin-email &lt;e-mail&gt;
              </Text>
            </>
          ),
        }}
      >
        {shown.length === 0 ? (
          <Text p="6" textAlign="center" color="fg.muted">
            No organisation matches &ldquo;{search.trim()}&rdquo;.
          </Text>
        ) : (
          <DataTable
            rows={shown}
            columns={columns}
            rowKey={(org) => org.orgId}
            ariaLabel="Organisations"
          />
        )}
      </ListPanel>
      {creating ? (
        <NewOrganizationDialog
          onClose={() => setCreating(false)}
          onCreated={(answer, request) => {
            setCreating(false);
            setCreated({ created: answer, request });
            setOutcome(null);
            void reload();
          }}
        />
      ) : null}
      {created ? (
        <CreatedOrganizationDialog
          created={created.created}
          request={created.request}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <StatusChangeDialog
        change={change}
        busy={changing}
        onConfirm={(next) => void changeStatus(next)}
        onCancel={() => setChange(null)}
      />
      {deleting ? (
        <DeleteOrganizationDialog
          org={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setOutcome(null);
            void reload();
          }}
        />
      ) : null}
    </Box>
  );
}
