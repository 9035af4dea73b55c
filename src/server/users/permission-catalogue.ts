import { CAPABILITIES } from '../../shared/access/capabilities';
import { grantsOf, holds, type Grants } from '../../shared/access/grants';
import type { Permission } from '../../shared/api/users';
import { movePermission } from '../../shared/forms/workflow-states';
import { GUARDED_PAGES, NAVIGATION, pagePermission } from '../../shared/navigation';
import { formHolders, formPermission, type FormOperation } from '../forms/form-access';
import type { FormRegistry } from '../forms/form-registry';

/** A permission a role may be given, with the built-in roles that hold it (`*`: everyone). */
export interface CatalogueEntry extends Omit<Permission, 'everyone'> {
  holders: readonly string[];
}

/** An entry as the API answers it: whether everyone holds it, not which roles. */
export const toPermission = ({ holders, ...entry }: CatalogueEntry): Permission => ({
  ...entry,
  everyone: holders.includes('*'),
});

const OPERATION_LABELS: Record<FormOperation, string> = {
  read: 'read all',
  write: 'change all',
  create: 'add',
  delete: 'delete',
  'read-own': 'read own',
  'write-own': 'change own',
};

const groupOfPage = new Map(
  NAVIGATION.flatMap((group) => group.items.map((item) => [item.id, group.label] as const)),
);

/**
 * Everything a role may be given in an organisation: the capabilities, every guarded page, and
 * for each of its record types the operations and workflow moves. The role editor lists it and
 * a saved role may hold nothing else.
 */
export function permissionCatalogue(forms: FormRegistry, orgId: string): CatalogueEntry[] {
  const capabilities = Object.entries(CAPABILITIES).map(([key, info]) => ({
    key,
    label: info.label,
    description: info.description,
    group: info.group,
    holders: info.roles,
  }));
  // A page outside the menu may share its entry's id (every appraisal report is the reports
  // entry's): one permission opens both, so it is listed once, as the menu has it.
  const pages = GUARDED_PAGES.filter(
    (page, index) => GUARDED_PAGES.findIndex((other) => other.id === page.id) === index,
  ).map((page) => ({
    key: pagePermission(page.id),
    label: page.label,
    description: `Open ${page.path}`,
    group: `Pages · ${groupOfPage.get(page.id) ?? 'Other'}`,
    holders: page.roles,
  }));
  const records = forms.allFor(orgId).flatMap(({ definition }) => {
    const title = definition.pluralTitle ?? definition.title;
    const operations = (Object.keys(OPERATION_LABELS) as FormOperation[]).filter(
      (operation) => !operation.endsWith('-own') || definition.list.employeeField,
    );
    return [
      ...operations.map((operation) => ({
        key: formPermission(definition.formId, operation),
        label: `${title}: ${OPERATION_LABELS[operation]}`,
        description: `${OPERATION_LABELS[operation]} ${title.toLowerCase()}`,
        group: 'Record types',
        formId: definition.formId,
        holders: formHolders(definition, operation),
      })),
      // A move only the record's own employee takes (an acknowledgement) is nobody's to give.
      ...(definition.workflow?.transitions ?? []).flatMap((transition) => {
        const holders = (transition.roles ?? definition.access.write).filter((r) => r !== 'own');
        return holders.length === 0
          ? []
          : [
              {
                key: movePermission(definition.formId, transition.to),
                label: `${title}: ${transition.label}`,
                description: `Move ${title.toLowerCase()} to ${transition.to}`,
                group: 'Record types',
                formId: definition.formId,
                holders,
              },
            ];
      }),
    ];
  });
  return uniqueByKey([...capabilities, ...pages, ...records]);
}

/** Two moves to one state (from different states) are one permission, held by either's roles. */
function uniqueByKey(entries: CatalogueEntry[]): CatalogueEntry[] {
  const byKey = new Map<string, CatalogueEntry>();
  for (const entry of entries) {
    const seen = byKey.get(entry.key);
    byKey.set(
      entry.key,
      seen ? { ...seen, holders: [...new Set([...seen.holders, ...entry.holders])] } : entry,
    );
  }
  return [...byKey.values()];
}

/** The catalogue's permissions someone with `grants` holds. */
export const heldPermissions = (catalogue: readonly CatalogueEntry[], grants: Grants) =>
  catalogue.filter((entry) => holds(grants, entry.key, entry.holders)).map((entry) => entry.key);

/** A built-in role's permissions, as the declarations give them. */
export const builtInPermissions = (catalogue: readonly CatalogueEntry[], role: string) =>
  heldPermissions(catalogue, grantsOf([role], []));
