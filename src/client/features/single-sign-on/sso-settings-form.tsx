import { Button, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { SsoSettings, SsoSettingsRequest } from '../../../shared/api/single-sign-on';
import { formatDateTime } from '../../../shared/format/date-time';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { PasswordInput } from '../../components/password-input';
import { SectionCard } from '../../components/section-card';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';
import { fieldErrorsOf, messageOf } from '../../lib/api-error';
import { ConnectionTest } from './connection-test';
import { RedirectUriField } from './redirect-uri-field';
import { DISPLAY_ZONE_NAME } from '../../../shared/constants';

export const SSO_SETTINGS_PATH = '/api/organization/sso';

/** Domains typed one after another, separated by commas, spaces or new lines. */
const domainsIn = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
  ),
];

interface Draft extends Omit<SsoSettingsRequest, 'allowedDomains' | 'clientSecret'> {
  clientSecret: string;
  domains: string;
}

const draftOf = (data: SsoSettings): Draft => ({
  enabled: data.enabled,
  label: data.label,
  issuer: data.issuer,
  clientId: data.clientId,
  clientSecret: '',
  allowAccountCreation: data.allowAccountCreation,
  passwordSignIn: data.passwordSignIn,
  domains: data.allowedDomains.join(', '),
});

function SettingSwitch(props: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  help: ReactNode;
}) {
  return (
    <Stack gap="1">
      <Switch.Root
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={(event) => props.onChange(event.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{props.label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" ps="12">
        {props.help}
      </Text>
    </Stack>
  );
}

export function SsoSettingsForm({
  data,
  onSaved,
}: {
  data: SsoSettings;
  onSaved: (saved: SsoSettings) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(data));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ status: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const fieldError = (name: string) =>
    fields[`/${name}`] ??
    Object.entries(fields).find(([path]) => path.startsWith(`/${name}/`))?.[1];

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    setOutcome(null);
    setFields({});
    const { clientSecret, domains, ...rest } = draft;
    const body: SsoSettingsRequest = {
      ...rest,
      allowedDomains: domainsIn(domains),
      ...(clientSecret ? { clientSecret } : {}),
    };
    try {
      const saved = await apiClient.put<SsoSettings>(SSO_SETTINGS_PATH, body);
      onSaved(saved);
      setDraft(draftOf(saved));
      setOutcome({ status: 'success', text: 'The single sign-on settings are saved.' });
    } catch (problem) {
      setFields(fieldErrorsOf(problem));
      setOutcome({ status: 'error', text: messageOf(problem, 'The settings could not be saved.') });
    } finally {
      setSaving(false);
    }
  };
  // Turning password sign-in off keeps everyone but the settings' keepers to the provider: ask first.
  const turnsPasswordsOff = data.passwordSignIn && !draft.passwordSignIn;

  return (
    <>
      <PageHeader
        title="Single sign-on"
        description="Let people sign in with their company account (Google Workspace, Microsoft Entra ID, Okta, Keycloak or any OpenID Connect provider) instead of a password of ours."
      />
      <Stack gap="6" maxW="4xl">
        {outcome ? <FormAlert status={outcome.status}>{outcome.text}</FormAlert> : null}
        <SectionCard
          title="Identity provider"
          description="Register this application at your provider as a web application with the redirect URI below, then copy what the provider gives you here."
        >
          <Stack gap="5">
            <RedirectUriField uri={data.redirectUri} />
            <FormField
              label="Issuer URL"
              error={fieldError('issuer')}
              helper="Such as https://accounts.google.com, https://login.microsoftonline.com/<tenant>/v2.0 or https://<company>.okta.com."
            >
              <TextInput
                value={draft.issuer}
                maxLength={500}
                placeholder="https://"
                onChange={(event) => change({ issuer: event.target.value })}
              />
            </FormField>
            <ConnectionTest issuer={draft.issuer} />
            <FormField label="Client ID" error={fieldError('clientId')}>
              <TextInput
                value={draft.clientId}
                maxLength={255}
                onChange={(event) => change({ clientId: event.target.value })}
              />
            </FormField>
            <FormField
              label="Client secret"
              error={fieldError('clientSecret')}
              helper={
                data.hasSecret
                  ? 'A secret is kept (encrypted; it is never shown). Type a new one only to replace it.'
                  : 'Kept encrypted and never shown again. Leave empty for a provider that gives none.'
              }
            >
              <PasswordInput
                value={draft.clientSecret}
                maxLength={1000}
                autoComplete="off"
                placeholder={data.hasSecret ? '•••••••• (kept)' : ''}
                onChange={(event) => change({ clientSecret: event.target.value })}
              />
            </FormField>
            <FormField
              label="Name on the sign-in button"
              error={fieldError('label')}
              helper={`The sign-in page shows “Sign in with ${draft.label.trim() || '…'}”.`}
            >
              <TextInput
                value={draft.label}
                maxLength={60}
                placeholder="Google Workspace"
                onChange={(event) => change({ label: event.target.value })}
              />
            </FormField>
          </Stack>
        </SectionCard>
        <SectionCard
          title="Who may sign in"
          description="The provider must say it has verified the person’s e-mail address; the account with that address in this organisation is the one signed in."
        >
          <Stack gap="5">
            <FormField
              label="Allowed e-mail domains"
              error={fieldError('allowedDomains')}
              helper="Separated by commas, such as acme.com, acme.ph. Leave empty to accept any address the provider has verified."
            >
              <TextInput
                value={draft.domains}
                placeholder="acme.com"
                onChange={(event) => change({ domains: event.target.value })}
              />
            </FormField>
            <SettingSwitch
              checked={draft.allowAccountCreation}
              onChange={(checked) => change({ allowAccountCreation: checked })}
              label="Create an account for someone who has none"
              help="Off: only people who already have an account here may sign in. On: a new person gets an account with the employee role, named as the provider names them."
            />
          </Stack>
        </SectionCard>
        <SectionCard title="Sign-in methods">
          <Stack gap="5">
            <SettingSwitch
              checked={draft.enabled}
              onChange={(checked) =>
                change({ enabled: checked, ...(checked ? {} : { passwordSignIn: true }) })
              }
              label="Sign-in with the provider"
              help="The sign-in page shows the provider’s button."
            />
            <SettingSwitch
              checked={draft.passwordSignIn}
              disabled={!draft.enabled}
              onChange={(checked) => change({ passwordSignIn: checked })}
              label="Password sign-in"
              help={
                fieldError('passwordSignIn') ??
                'Off: only people who may change these settings sign in with a password (behind the “Administrator sign-in” link), so someone can always get in to fix them; everyone else uses the provider. It stays on while sign-in with the provider is off.'
              }
            />
          </Stack>
        </SectionCard>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {data.updatedBy && data.updatedAt
              ? `Last changed by ${data.updatedBy} on ${formatDateTime(data.updatedAt)} (${DISPLAY_ZONE_NAME}).`
              : 'Never set up.'}
          </Text>
          <Button
            loading={saving}
            onClick={() => (turnsPasswordsOff ? setConfirming(true) : void save())}
          >
            Save
          </Button>
        </Flex>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Turn password sign-in off?"
        confirmLabel="Turn it off"
        cancelLabel="Keep it on"
        destructive
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      >
        {`Everyone but the people who may change these settings will have to sign in with ${draft.label.trim() || 'the provider'}. Test the connection and sign in with it once before you do.`}
      </ConfirmDialog>
    </>
  );
}
