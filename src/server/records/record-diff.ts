import type { FieldChange } from '../../shared/api/records';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Field-level differences between two versions of a record, as JSON pointers to the leaves
 * that changed (a line item's amount, not the whole table). Lookups and files are compared as
 * whole values: a person thinks of "the payee" changing, not its id.
 */
export function diffRecords(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const wholeValue = (value: unknown) => isObject(value) && typeof value.id === 'string';
  if (isObject(before) && isObject(after) && !wholeValue(before) && !wholeValue(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffRecords(before[key], after[key], `${path}/${escape(key)}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && after.every((item) => isObject(item))) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      diffRecords(before[index], after[index], `${path}/${index}`),
    ).flat();
  }
  return [{ path, before: before ?? null, after: after ?? null }];
}
