import type { FieldKind } from './fields';

/** Kinds a board's columns come from: a fixed list of values, in schema order. */
export const BOARD_KINDS: ReadonlySet<FieldKind> = new Set(['enum']);

/** Kinds a calendar places records by. */
export const CALENDAR_KINDS: ReadonlySet<FieldKind> = new Set(['date', 'datetime']);

/** Kinds a chart groups by (through their key column; dates by month). */
export const GROUPABLE_KINDS: ReadonlySet<FieldKind> = new Set([
  'enum',
  'boolean',
  'lookup',
  'text',
  'date',
]);

/** Kinds a chart sums. */
export const SUMMABLE_KINDS: ReadonlySet<FieldKind> = new Set(['number', 'money']);
