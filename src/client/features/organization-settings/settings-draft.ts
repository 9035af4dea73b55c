import type { OrgSettings, OrgSettingsRequest } from '../../../shared/api/organization';
import { flagChanges } from '../../../shared/org-flag-paths';
import { resolveThemeName, THEMES } from '../../../shared/themes';
import { describeFlagChange, flagValueText } from './flag-values';

/** What the screen edits, as the save sends it: the theme as the organisation is painted now. */
export function toDraft(orgId: string, settings: OrgSettings): OrgSettingsRequest {
  return {
    tradeName: settings.tradeName,
    colorTemplate: {
      ...settings.colorTemplate,
      theme: resolveThemeName(orgId, settings.colorTemplate),
    },
    flags: settings.flags,
  };
}

/** Each change from `saved` to `draft` in a line a person reads before saving. */
export function describeChanges(saved: OrgSettingsRequest, draft: OrgSettingsRequest): string[] {
  const lines: string[] = [];
  const name = draft.tradeName.trim();
  if (name !== saved.tradeName) lines.push(`System name: ${saved.tradeName} → ${name}`);
  const [was, is] = [saved.colorTemplate, draft.colorTemplate];
  if (was.theme !== is.theme)
    lines.push(`Colour theme: ${THEMES[was.theme].label} → ${THEMES[is.theme].label}`);
  if (Boolean(was.gradientBackground) !== Boolean(is.gradientBackground))
    lines.push(
      `Gradient header: ${flagValueText(Boolean(was.gradientBackground))} → ${flagValueText(Boolean(is.gradientBackground))}`,
    );
  return [...lines, ...flagChanges(saved.flags, draft.flags).map(describeFlagChange)];
}
