import { formPaths, MODULE_LABELS } from '../../shared/forms/form-paths';
import type { NavGroup } from '../../shared/navigation';
import { ROLES } from '../../shared/roles';
import type { Principal } from '../plugins/guard';
import { canRead } from './form-access';
import type { FormRegistry } from './form-registry';

/** The onboarding checklist's sub-forms are reached through the checklist, not the menu. */
const OFF_MENU = new Set<string>(['onboarding']);

/** One menu group per module holding the forms this user may read, by title. */
export function formNavigation(forms: FormRegistry, who: Principal): NavGroup[] {
  const readable = forms.all().filter((form) => canRead(form.definition.access, who));
  return Object.entries(MODULE_LABELS)
    .filter(([module]) => !OFF_MENU.has(module))
    .map(([module, label]) => ({
      id: `forms-${module}`,
      label,
      items: readable
        .filter((form) => form.definition.module === module)
        .map(({ definition }) => ({
          id: definition.formId,
          label: definition.pluralTitle ?? definition.title,
          path: formPaths.list(definition),
          ...(definition.paths ? { pages: definition.paths } : {}),
          roles: ROLES.filter((role) => canRead(definition.access, { ...who, role })),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .filter((group) => group.items.length > 0);
}
