import type { FormDefinition } from './definition';
import { fieldsOf, INDEXABLE_KINDS, SEARCHABLE_KINDS, type FieldKind } from './fields';

/** The typed key columns of the records table, by the type of value they hold. */
export const KEY_COLUMNS = {
  text: ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'],
  number: ['n1', 'n2', 'n3', 'n4'],
  boolean: ['b1', 'b2'],
} as const;
export type KeyType = keyof typeof KEY_COLUMNS;
export type KeyColumn = (typeof KEY_COLUMNS)[KeyType][number];

/** Sorts every definition has without declaring them, served by the table's own indexes. */
export const BUILT_IN_SORTS = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export interface IndexedField {
  field: string;
  kind: FieldKind;
  column: KeyColumn;
  type: KeyType;
  /** Where the key is read in the data: a lookup is keyed by the referenced record's id. */
  path: string[];
  sortable: boolean;
}

export interface IndexPlan {
  fields: IndexedField[];
  /** Paths whose text makes up the search column. */
  search: string[][];
  /** Path of the employee number (list filter `employeeNumber`), if the form has one. */
  employee: string[] | null;
  /**
   * The fields of the list projection each record keeps beside its document: what a list shows
   * by default (its columns, its label, its employee field and its workflow's state).
   */
  listed: string[];
}

function keyType(kind: FieldKind): KeyType {
  if (kind === 'number' || kind === 'money') return 'number';
  if (kind === 'boolean') return 'boolean';
  return 'text';
}

function pathOf(field: string, kind: FieldKind): string[] {
  return kind === 'lookup' ? [field, 'id'] : [field];
}

/**
 * Which field goes into which key column: the default sort first, then the other sortable
 * fields, then the filters, each type filling its columns in that order. Deterministic, so the
 * same definition always gives the same plan (and the same index names).
 */
export function indexPlan(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'list' | 'workflow'>,
): IndexPlan {
  const byName = new Map(fieldsOf(definition).map((field) => [field.name, field]));
  const sortable = new Set([definition.list.sort.field, ...(definition.list.sortable ?? [])]);
  const wanted = [...new Set([...sortable, ...definition.list.filters])].filter((name) =>
    byName.has(name),
  );
  const used: Record<KeyType, number> = { text: 0, number: 0, boolean: 0 };
  const fields: IndexedField[] = [];
  for (const name of wanted) {
    const info = byName.get(name);
    if (!info || !INDEXABLE_KINDS.has(info.kind)) {
      throw new Error(`"${name}" (${info?.kind}) cannot be sorted or filtered on`);
    }
    const type = keyType(info.kind);
    const column = KEY_COLUMNS[type][used[type]];
    if (!column) {
      throw new Error(
        `more ${type} sort/filter fields than the ${KEY_COLUMNS[type].length} key columns`,
      );
    }
    used[type] += 1;
    fields.push({
      field: name,
      kind: info.kind,
      column,
      type,
      path: pathOf(name, info.kind),
      sortable: sortable.has(name) && info.kind !== 'lookup',
    });
  }
  const search = definition.list.search.map((name) => {
    const info = byName.get(name);
    if (!info || !SEARCHABLE_KINDS.has(info.kind)) {
      throw new Error(`"${name}" (${info?.kind}) cannot be searched`);
    }
    return info.kind === 'lookup' ? [name, 'label'] : [name];
  });
  const employeeField = definition.list.employeeField;
  const employee = employeeField
    ? byName.get(employeeField)?.kind === 'lookup'
      ? [employeeField, 'employeeNumber']
      : [employeeField]
    : null;
  const { columns, label = [] } = definition.list;
  const workflowField = definition.workflow?.field;
  const listed = [
    ...new Set([
      ...columns,
      ...label,
      ...(employeeField ? [employeeField] : []),
      ...(workflowField ? [workflowField] : []),
    ]),
  ].filter((name) => byName.has(name));
  return { fields, search, employee, listed };
}
