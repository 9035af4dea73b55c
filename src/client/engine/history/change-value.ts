import type { FieldInfo } from '../../../shared/forms/fields';
import { formatFieldValue } from '../../../shared/format/field-value';

const EMPTY = '—';

/** A value before or after a change, as the record's screens show it. */
export function formatChangeValue(field: FieldInfo | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field) return formatFieldValue(field, value) || EMPTY;
  if (typeof value !== 'object') return String(value);
  // A nested value the definition's top level does not describe: a lookup's label, else JSON.
  if ('label' in value) return String(value.label);
  return JSON.stringify(value);
}
