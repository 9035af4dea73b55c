import { UPDATE_IMPORTERS } from '../../shared/forms/update-importers';
import type { NavGroup, NavItem } from '../../shared/navigation';
import { ROLES } from '../../shared/roles';
import type { Principal } from '../plugins/guard';
import { accessScope } from './form-access';
import { builtIn } from './form-navigation';
import type { FormRegistry } from './form-registry';

/**
 * The Importers menu group: every definition's importer this user may use (writing any of its
 * records), and the update-only importers of those forms; null when there is none.
 */
export function importerNavigation(forms: FormRegistry, who: Principal): NavGroup | null {
  const items: NavItem[] = [];
  for (const { definition } of forms.all()) {
    const { importer, formId } = definition;
    if (!importer || accessScope(definition, who, 'write') !== 'all') continue;
    const roles = ROLES.filter(
      (role) => accessScope(definition, { ...who, grants: builtIn(role) }, 'write') === 'all',
    );
    items.push({
      id: `importer-${formId}`,
      label: definition.pluralTitle ?? definition.title,
      path: importer.route,
      roles,
    });
    for (const update of UPDATE_IMPORTERS.filter((named) => named.formId === formId))
      items.push({
        id: `importer-${update.path.split('/').pop()}`,
        label: update.label,
        path: update.path,
        roles,
      });
  }
  if (items.length === 0) return null;
  return {
    id: 'importers',
    label: 'Importers',
    items: items.sort((a, b) => a.label.localeCompare(b.label)),
  };
}
