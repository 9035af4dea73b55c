import type { RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { Tx } from '../../db/tenant';
import { recordsByKey } from '../records-bulk.repository';
import type { Data } from './row-values';

/** Where a row stands against the live records, by the definition's `importer.key`. */
export interface RowMatch {
  previous: RecordItem | null;
  /** Why the row cannot be stored: its key is another row's, or matches nobody when it must. */
  problem?: { field: string; message: string };
}

const SEPARATOR = '\u001f';

/** A lookup is compared by the id of the record it names, as `recordsByKey` reads it. */
const keyPart = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String(value.id) : String(value);

/** How a row names a key value in a message: a lookup by employee number or label. */
const shownPart = (value: unknown) =>
  value && typeof value === 'object'
    ? String((value as Data).employeeNumber ?? (value as Data).label ?? '')
    : String(value);

const keyOf = (key: readonly string[], values: Data) =>
  key.every((name) => values[name] !== undefined && values[name] !== '')
    ? key.map((name) => keyPart(values[name])).join(SEPARATOR)
    : null;

/**
 * Matches each row to the live record its key names (one query for the file), a lookup by the
 * id of the record it names, so lookups must be resolved first. Without a key every row is new.
 * A key on two rows is the second row's problem; with `updateOnly`, a row whose key matches
 * nobody is one too ("No employee has employee number X").
 */
export async function matchRows(
  tx: Tx,
  orgId: string,
  definition: FormDefinition,
  rowValues: readonly Data[],
  rowNumbers: readonly number[],
  updateOnly: boolean,
  titleOf: (name: string) => string,
): Promise<RowMatch[]> {
  const key = definition.importer?.key ?? [];
  if (key.length === 0) return rowValues.map(() => ({ previous: null }));
  const keys = rowValues.map((values) => keyOf(key, values));
  const wanted = [...new Set(keys.filter((text): text is string => text !== null))];
  const existing = await recordsByKey(tx, orgId, definition.formId, key, wanted);
  const seen = new Map<string, number>();
  const first = key[0] as string;
  const described = (values: Data) =>
    key.map((name) => `${titleOf(name).toLowerCase()} ${shownPart(values[name])}`).join(', ');
  return keys.map((text, index) => {
    const values = rowValues[index] as Data;
    if (text === null) return { previous: null };
    const earlier = seen.get(text);
    if (earlier !== undefined)
      return {
        previous: null,
        problem: { field: first, message: `${described(values)} is also on row ${earlier}` },
      };
    seen.set(text, rowNumbers[index] as number);
    const previous = existing.get(text) ?? null;
    if (!previous && updateOnly)
      return {
        previous: null,
        problem: {
          field: first,
          message: `No ${definition.title.toLowerCase()} has ${described(values)}`,
        },
      };
    return { previous };
  });
}
