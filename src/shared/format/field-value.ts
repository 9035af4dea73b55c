import dayjs from 'dayjs';
import type { FieldInfo } from '../forms/fields';
import { formatDateTime } from './date-time';
import { formatCentavos } from './money';
import { richTextPlain } from './rich-text-plain';

const EXCERPT_LENGTH = 120;

type Formatter = (value: unknown) => string;

function labelOf(value: unknown): string {
  if (value && typeof value === 'object' && 'label' in value) return String(value.label);
  return '';
}

function nameOf(value: unknown): string {
  if (value && typeof value === 'object' && 'name' in value) return String(value.name);
  return '';
}

function count(value: unknown, noun: string): string {
  const n = Array.isArray(value) ? value.length : 0;
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

function joinValues(value: unknown): string {
  if (!value || typeof value !== 'object') return String(value);
  return Object.values(value)
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => (typeof part === 'object' ? joinValues(part) : String(part)))
    .join(', ');
}

const FORMATTERS: Record<FieldInfo['kind'], Formatter> = {
  text: String,
  textarea: String,
  number: String,
  money: (value) => (typeof value === 'number' ? `₱${formatCentavos(value)}` : ''),
  date: (value) => dayjs(String(value)).format('MMM D, YYYY'),
  datetime: (value) => formatDateTime(String(value)),
  enum: String,
  multiselect: (value) => (Array.isArray(value) ? value.map(String).join(', ') : String(value)),
  boolean: (value) => (value ? 'Yes' : 'No'),
  richtext: (value) => excerpt(richTextPlain(value)),
  file: nameOf,
  files: (value) => count(value, 'file'),
  lookup: labelOf,
  table: (value) => count(value, 'item'),
  object: joinValues,
};

/**
 * A field's value as plain text, the same on screen (list cells, details) and in CSV/XLSX
 * exports: money "₱1,234.56", dates "Nov 21, 2026", instants in Asia/Taipei, booleans Yes/No.
 * Empty values (null, undefined, '') read as ''.
 */
export function formatFieldValue(field: Pick<FieldInfo, 'kind'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return FORMATTERS[field.kind](value);
}
