import type { Permission } from '../../../../shared/api/users';

/** A record type's operations, in the grid's column order. */
export const OPERATIONS = ['read', 'write', 'create', 'delete', 'read-own', 'write-own'] as const;
type Operation = (typeof OPERATIONS)[number];

export const OPERATION_HEADERS: Record<Operation, string> = {
  read: 'Read all',
  write: 'Change all',
  create: 'Add',
  delete: 'Delete',
  'read-own': 'Read own',
  'write-own': 'Change own',
};

/** One record type in the grid: its operations by column and its workflow moves. */
export interface RecordTypeRow {
  formId: string;
  title: string;
  operations: Partial<Record<Operation, Permission>>;
  moves: { permission: Permission; label: string }[];
}

/** A group of the catalogue as the editor lays it out: a checkbox list, or the record types' grid. */
export type PermissionSection =
  | { kind: 'list'; title: string; items: Permission[] }
  | { kind: 'grid'; title: string; rows: RecordTypeRow[] };

/** The text after a label's record type ("Loans: read all" -> "read all"). */
const afterTitle = (label: string, title: string) =>
  label.startsWith(`${title}: `) ? label.slice(title.length + 2) : label;

function recordTypeRows(items: readonly Permission[]): RecordTypeRow[] {
  const rows = new Map<string, RecordTypeRow>();
  for (const item of items) {
    const formId = item.formId ?? '';
    const rest = item.key.slice(`form:${formId}:`.length);
    const row = rows.get(formId) ?? { formId, title: '', operations: {}, moves: [] };
    rows.set(formId, row);
    if (rest.startsWith('move:')) row.moves.push({ permission: item, label: item.label });
    else if ((OPERATIONS as readonly string[]).includes(rest)) {
      row.operations[rest as Operation] = item;
      // Every record type has "read all"; its label names the record type.
      if (rest === 'read') row.title = item.label.slice(0, item.label.lastIndexOf(': '));
    }
  }
  return [...rows.values()]
    .map((row) => {
      const title = row.title || row.formId;
      const moves = row.moves.map(({ permission }) => ({
        permission,
        label: afterTitle(permission.label, title),
      }));
      return { ...row, title, moves };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The catalogue in the API's group order, leaving out what everyone signed in holds anyway;
 * record types (entries with a `formId`) make one grid.
 */
export function sectionsOf(catalogue: readonly Permission[]): PermissionSection[] {
  const groups = new Map<string, Permission[]>();
  for (const item of catalogue) {
    if (item.everyone) continue;
    const items = groups.get(item.group) ?? [];
    items.push(item);
    groups.set(item.group, items);
  }
  return [...groups].map(([title, items]) =>
    items.every((item) => item.formId)
      ? { kind: 'grid', title, rows: recordTypeRows(items) }
      : { kind: 'list', title, items },
  );
}

/** Every permission a section offers. */
export const permissionsOf = (section: PermissionSection): Permission[] =>
  section.kind === 'list'
    ? section.items
    : section.rows.flatMap((row) => [
        ...OPERATIONS.flatMap((operation) => row.operations[operation] ?? []),
        ...row.moves.map((move) => move.permission),
      ]);

const matches = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text));

/**
 * The sections narrowed to `text` (a permission's label or description, a record type's name or
 * a group's) and, when `only` is given, to record types and entries holding one of it; empty
 * sections go.
 */
export function narrowSections(
  sections: readonly PermissionSection[],
  text: string,
  only?: ReadonlySet<string>,
): PermissionSection[] {
  const wanted = text.trim().toLowerCase();
  const held = (item: Permission) => !only || only.has(item.key);
  return sections
    .map((section): PermissionSection => {
      const whole = wanted !== '' && matches(wanted, section.title);
      if (section.kind === 'list')
        return {
          ...section,
          items: section.items.filter(
            (item) => held(item) && (whole || matches(wanted, item.label, item.description)),
          ),
        };
      return {
        ...section,
        rows: section.rows.filter(
          (row) =>
            permissionsOf({ ...section, rows: [row] }).some(held) &&
            (whole ||
              matches(wanted, row.title, row.formId) ||
              row.moves.some((move) => matches(wanted, move.label))),
        ),
      };
    })
    .filter((section) => permissionsOf(section).length > 0);
}
