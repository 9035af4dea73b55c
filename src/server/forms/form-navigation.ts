import { formPaths, MODULE_LABELS, pagePatterns } from '../../shared/forms/form-paths';
import { PAGE_VIEWS } from '../../shared/forms/page-views';
import type { NavGroup } from '../../shared/navigation';
import { grantsOf } from '../../shared/access/grants';
import { ROLES, type Role } from '../../shared/roles';
import type { Principal } from '../plugins/guard';
import { canRead, canWrite } from './form-access';
import type { FormRegistry } from './form-registry';

/** What a built-in role alone holds: the menu entry's `roles` list them. */
export const builtIn = (role: Role) => grantsOf([role], []);

/** The onboarding checklist's sub-forms are reached through the checklist, not the menu. */
const OFF_MENU = new Set<string>(['onboarding']);

/**
 * Lists everyone reads through the forms that pick from them, and a few keep: in the menu of
 * those who keep them only (the client folds them into one "Lists" entry).
 */
const KEPT_LISTS = new Set<string>(['reference', 'utility']);

/** One menu group per module holding the forms this user may read, by title. */
export function formNavigation(forms: FormRegistry, who: Principal): NavGroup[] {
  const readable = forms.allFor(who.orgId).filter((form) => canRead(form.definition, who));
  return Object.entries(MODULE_LABELS)
    .filter(([module]) => !OFF_MENU.has(module))
    .map(([module, label]) => ({
      id: `forms-${module}`,
      label,
      items: readable
        .filter((form) => form.definition.module === module)
        .filter((form) => !KEPT_LISTS.has(module) || canWrite(form.definition, who))
        .flatMap(({ definition }) => {
          const roles = ROLES.filter((role) =>
            canRead(definition, { ...who, grants: builtIn(role) }),
          );
          // A view with a page and a label of its own is an entry too (the pipeline board).
          const views = PAGE_VIEWS.flatMap((view) => {
            const { path, label } = definition.views?.[view] ?? {};
            return path && label
              ? [{ id: `${definition.formId}-${view}`, label, path, roles }]
              : [];
          });
          return [
            {
              id: definition.formId,
              label: definition.pluralTitle ?? definition.title,
              path: formPaths.list(definition),
              // A form with pages of its own (some under its route, some not) names them all.
              ...(definition.paths
                ? { pages: { ...pagePatterns(definition), aliases: definition.paths.aliases } }
                : {}),
              roles,
            },
            ...views,
          ];
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .filter((group) => group.items.length > 0);
}
