import type { OrgSettingsRequest } from '../../shared/api/organization';
import { flagChanges } from '../../shared/org-flag-paths';
import type { OrgFlags } from '../../shared/org-flags';
import { resolveThemeName, type ColorTemplate } from '../../shared/themes';

interface StoredSettings {
  tradeName: string;
  colorTemplate: ColorTemplate | null;
  flags: OrgFlags;
}

type Pair = { before: unknown; after: unknown };

/** The `[name, before, after]` that differ, as `{ name: { before, after } }`. */
const pairs = (candidates: [string, unknown, unknown][]): Record<string, Pair> =>
  Object.fromEntries(
    candidates
      .filter(([, before, after]) => JSON.stringify(before) !== JSON.stringify(after))
      .map(([name, before, after]) => [name, { before, after }]),
  );

const unlessEmpty = (name: string, changes: Record<string, Pair>) =>
  Object.keys(changes).length > 0 ? { [name]: changes } : {};

/**
 * What a save changes, as the audit trail records it: the system name, the parts of the colour
 * template (the theme as it was painted, defaults included) and each switch by its path, as
 * before/after pairs; null when it changes nothing.
 */
export function settingsChanges(
  orgId: string,
  before: StoredSettings,
  after: OrgSettingsRequest,
): Record<string, unknown> | null {
  const template: Record<string, unknown> = before.colorTemplate ?? {};
  const templateKeys = new Set([...Object.keys(template), ...Object.keys(after.colorTemplate)]);
  const afterTemplate: Record<string, unknown> = after.colorTemplate;
  const colorTemplate = pairs(
    [...templateKeys].map((key) =>
      key === 'theme'
        ? [key, resolveThemeName(orgId, before.colorTemplate), after.colorTemplate.theme]
        : [key, template[key] ?? null, afterTemplate[key] ?? null],
    ),
  );
  const flags = Object.fromEntries(
    flagChanges(before.flags, after.flags).map(({ path, ...pair }) => [path, pair]),
  );
  const detail = {
    ...pairs([['tradeName', before.tradeName, after.tradeName]]),
    ...unlessEmpty('colorTemplate', colorTemplate),
    ...unlessEmpty('flags', flags),
  };
  return Object.keys(detail).length > 0 ? detail : null;
}
