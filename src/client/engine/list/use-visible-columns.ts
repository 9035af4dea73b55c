import type { FormDefinition } from '../../../shared/forms/definition';
import type { FieldInfo, FieldKind } from '../../../shared/forms/fields';
import { preferences, usePreferences } from '../../lib/preferences';

// Kinds with one value per record that fit in a cell; tables and nested objects do not.
const NOT_A_COLUMN: ReadonlySet<FieldKind> = new Set(['table', 'object', 'files', 'richtext']);

/**
 * The list's columns: those its URL names (a link or saved view), else the person's saved
 * choice for this form, else the definition's. A choice sets both the URL and the default.
 */
export function useVisibleColumns(
  definition: FormDefinition,
  fields: FieldInfo[],
  fromUrl: { columns?: string[] | undefined; setColumns: (names: string[]) => void },
) {
  const saved = usePreferences().listColumns?.[definition.formId];
  const choices = fields.filter((field) => !NOT_A_COLUMN.has(field.kind));
  const byName = new Map(choices.map((field) => [field.name, field]));
  const names = fromUrl.columns ?? saved ?? definition.list.columns;
  const visible = names.flatMap((name) => byName.get(name) ?? []);

  function setVisible(chosen: string[]): void {
    fromUrl.setColumns(chosen);
    const current = preferences.get();
    // Applied at once; if the server copy fails, the choice still holds on this device.
    preferences
      .save({ ...current, listColumns: { ...current.listColumns, [definition.formId]: chosen } })
      .catch(() => undefined);
  }

  return { choices, visible: visible.length > 0 ? visible : choices.slice(0, 1), setVisible };
}
