import { Stack, Switch } from '@chakra-ui/react';
import type { OrgSettings, OrgSettingsRequest } from '../../../shared/api/organization';
import { ORG_ASSET_KINDS, ORG_ASSETS, type OrgAssetKind } from '../../../shared/org-assets';
import { FormField } from '../../components/form-field';
import { SectionCard } from '../../components/section-card';
import { TextInput } from '../../components/text-input';
import { AssetCard } from './asset-card';
import { ThemePicker } from './theme-picker';
import { ThemePreview } from './theme-preview';

interface BrandingTabProps {
  settings: OrgSettings;
  draft: OrgSettingsRequest;
  nameError: string | undefined;
  /** Changes the draft from what it is then (several changes may be under way at once). */
  onChange: (update: (draft: OrgSettingsRequest) => OrgSettingsRequest) => void;
  onAssetChanged: (kind: OrgAssetKind, url: string | null) => void;
}

/** The organisation's look: its system name, its colour theme and its images. */
export function BrandingTab({
  settings,
  draft,
  nameError,
  onChange,
  onAssetChanged,
}: BrandingTabProps) {
  const template = draft.colorTemplate;
  return (
    <Stack gap="6">
      <SectionCard
        title="System name"
        description="The trade name: in the header, the browser tab, the sign-in page and the organisation's e-mails."
      >
        <FormField
          label="System name"
          error={nameError}
          helper={`Registered name: ${settings.registeredName} (payroll files print the company details; see that tab)`}
        >
          <TextInput
            value={draft.tradeName}
            maxLength={100}
            onChange={(event) => {
              const tradeName = event.target.value;
              onChange((current) => ({ ...current, tradeName }));
            }}
          />
        </FormField>
      </SectionCard>
      <SectionCard
        title="Colour theme"
        description="Paints the menu, the buttons, the header and the sign-in page for everyone in the organisation."
      >
        <Stack gap="5">
          <ThemePicker
            value={template.theme}
            onChange={(theme) =>
              onChange((current) => ({
                ...current,
                colorTemplate: { ...current.colorTemplate, theme },
              }))
            }
          />
          <Switch.Root
            checked={template.gradientBackground === true}
            onCheckedChange={(details) =>
              onChange((current) => ({
                ...current,
                colorTemplate: { ...current.colorTemplate, gradientBackground: details.checked },
              }))
            }
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontWeight="medium">Gradient header</Switch.Label>
          </Switch.Root>
          <ThemePreview
            theme={template.theme}
            gradient={template.gradientBackground === true}
            name={draft.tradeName.trim() || settings.tradeName}
            logo={settings.logo}
          />
        </Stack>
      </SectionCard>
      <SectionCard
        title="Images"
        description="Each is saved on its own, as soon as you save it; the sign-in page and the kiosk show it at once."
      >
        {ORG_ASSET_KINDS.map((kind) => (
          <AssetCard
            key={kind}
            kind={kind}
            current={settings[ORG_ASSETS[kind].field]}
            onChanged={onAssetChanged}
          />
        ))}
      </SectionCard>
    </Stack>
  );
}
