import { Box, Button, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { OrgSettings, OrgSettingsRequest } from '../../../shared/api/organization';
import { ORG_ASSETS, type OrgAssetKind } from '../../../shared/org-assets';
import { CancelConfirmDialog, ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { TabRow } from '../../components/tab-row';
import { useLeaveGuard } from '../../engine/form/use-leave-guard';
import { isApiError, messageOf, type ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { orgResourcesCache } from '../../lib/use-org-resources';
import { useTabParam } from '../../lib/use-tab-param';
import { orgSettingsApi, orgSettingsKey } from './api/org-settings-api';
import { BrandingTab } from './branding-tab';
import { CompanyDetailsTab } from './company-details-tab';
import { FeatureSwitchesTab } from './feature-switches-tab';
import { describeChanges, toDraft } from './settings-draft';

const TABS = [
  { id: 'branding', label: 'Branding' },
  { id: 'switches', label: 'Feature switches' },
  { id: 'company', label: 'Company details' },
] as const;
const TAB_IDS = TABS.map((tab) => tab.id);

/**
 * `/admin-settings/organization`: the organisation's branding, feature switches and where its
 * company details are kept, for its administrators.
 */
export function OrganizationSettingsPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<OrgSettings, ApiError>(
    orgSettingsKey(account.accountId),
  );
  if (isLoading) return <PageSpinner />;
  if (!data)
    return (
      <LoadError
        message={messageOf(error, 'The organisation settings could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );
  return (
    <SettingsEditor
      orgId={account.orgId}
      settings={data}
      onSettings={(next) => void mutate(next, { revalidate: false })}
    />
  );
}

interface SettingsEditorProps {
  orgId: string;
  settings: OrgSettings;
  onSettings: (settings: OrgSettings) => void;
}

type Outcome = { status: 'error' | 'success'; text: string };

function SettingsEditor({ orgId, settings, onSettings }: SettingsEditorProps) {
  const saved = useMemo(() => toDraft(orgId, settings), [orgId, settings]);
  const [draft, setDraft] = useState<OrgSettingsRequest>(saved);
  const changes = describeChanges(saved, draft);
  const dirty = changes.length > 0;
  const blankName = draft.tradeName.trim() === '';
  const [tab, chooseTab] = useTabParam(TAB_IDS);
  const [asking, setAsking] = useState<'save' | 'discard' | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const navigate = useNavigate();
  useLeaveGuard(dirty && !saving, setLeaveTo);
  const { mutate: revalidate } = useSWRConfig();

  // The whole running app reads the organisation's branding and switches: the theme and name
  // repaint at once, and the menu and every screen's answers are asked for again.
  const showEverywhere = () => {
    orgResourcesCache.reload(orgId);
    void revalidate(() => true);
  };

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    setNameError(undefined);
    try {
      const next = await orgSettingsApi.save({ ...draft, tradeName: draft.tradeName.trim() });
      onSettings(next);
      setDraft(toDraft(orgId, next));
      showEverywhere();
      setOutcome({ status: 'success', text: 'The settings are saved: everyone sees them now.' });
    } catch (problem) {
      if (isApiError(problem)) setNameError(problem.fieldMessage('/tradeName'));
      setOutcome({ status: 'error', text: messageOf(problem, 'The settings could not be saved.') });
    } finally {
      setSaving(false);
      setAsking(null);
    }
  };

  // A new edit makes the last save's outcome old news.
  const edit = (update: (current: OrgSettingsRequest) => OrgSettingsRequest) => {
    setDraft(update);
    setOutcome(null);
  };

  const assetChanged = (kind: OrgAssetKind, url: string | null) => {
    onSettings({ ...settings, [ORG_ASSETS[kind].field]: url });
    showEverywhere();
  };

  return (
    <>
      <PageHeader
        title="Organisation settings"
        description={`How ${settings.tradeName} looks and which features it uses, for everyone in it.`}
      />
      <Stack gap="4" maxW="5xl">
        <Tabs.Root
          value={tab ?? null}
          onValueChange={(details) => chooseTab(details.value)}
          variant="line"
          lazyMount
        >
          <TabRow tabs={TABS} current={tab} />
          <Tabs.Content value="branding" pt="0">
            <BrandingTab
              settings={settings}
              draft={draft}
              nameError={blankName ? 'System name must not be blank' : nameError}
              onChange={edit}
              onAssetChanged={assetChanged}
            />
          </Tabs.Content>
          <Tabs.Content value="switches" pt="0">
            <FeatureSwitchesTab
              draft={draft.flags}
              saved={saved.flags}
              environment={settings.environment}
              onChange={(update) =>
                edit((current) => ({ ...current, flags: update(current.flags) }))
              }
            />
          </Tabs.Content>
          <Tabs.Content value="company" pt="0">
            <CompanyDetailsTab registeredName={settings.registeredName} />
          </Tabs.Content>
        </Tabs.Root>
        {tab !== 'company' || dirty || outcome ? (
          // Stays in view at the foot of the page, so its outcome shows wherever one scrolled.
          <Stack
            position="sticky"
            bottom="0"
            zIndex="docked"
            bg="bg"
            borderWidth="1px"
            rounded="md"
            shadow="md"
            px="4"
            py="3"
            gap="3"
          >
            {outcome ? <FormAlert status={outcome.status}>{outcome.text}</FormAlert> : null}
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <Text fontSize="sm" color={dirty ? 'fg' : 'fg.muted'}>
                {dirty
                  ? `${changes.length} unsaved ${changes.length === 1 ? 'change' : 'changes'} (images are saved on their own)`
                  : 'No unsaved changes.'}
              </Text>
              <HStack gap="2">
                <Button variant="ghost" disabled={!dirty} onClick={() => setAsking('discard')}>
                  Discard changes
                </Button>
                <Button disabled={!dirty || blankName} onClick={() => setAsking('save')}>
                  Save changes…
                </Button>
              </HStack>
            </Flex>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking === 'save'}
        title="Save these changes?"
        confirmLabel="Save"
        cancelLabel="Cancel"
        loading={saving}
        onCancel={() => setAsking(null)}
        onConfirm={() => void save()}
      >
        <Text mb="2">Everyone in {settings.tradeName} sees them as soon as they are saved:</Text>
        <Box as="ul" ps="5" listStyleType="disc" maxH="60vh" overflowY="auto">
          {changes.map((line) => (
            <Box as="li" key={line} color="fg" fontSize="sm" py="0.5">
              {line}
            </Box>
          ))}
        </Box>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'discard'}
        title="Discard your changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setDraft(saved);
          setNameError(undefined);
          setAsking(null);
        }}
      >
        The {changes.length === 1 ? 'change' : `${changes.length} changes`} you made here will be
        lost; what is saved stays as it is.
      </ConfirmDialog>
      <CancelConfirmDialog
        open={leaveTo !== null}
        onCancel={() => setLeaveTo(null)}
        onConfirm={() => {
          if (leaveTo !== null) void navigate(leaveTo);
        }}
      />
    </>
  );
}
