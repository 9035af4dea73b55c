import dayjs from 'dayjs';
import type { FieldInfo } from '../forms/fields';
import { formatDateTime } from './date-time';
import { formatCentavos } from './money';
import { richTextPlain } from './rich-text-plain';
import { valueTree, type ValueNode } from './value-tree';

const EXCERPT_LENGTH = 120;

/** What formatting needs of a field: its kind, and for generic and object values the schema. */
type FormattedField = Pick<FieldInfo, 'kind' | 'schema' | 'root'>;

type Formatter = (value: unknown, field: FormattedField) => string;

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

/**
 * A nested value, in parentheses where its separators would read as the outer ones: a group
 * anywhere ("; "), a list inside a list (", "). A list as a group's value needs none.
 */
function part(node: ValueNode, inList: boolean): string {
  const text = treeText(node);
  return node.type === 'group' || (inList && node.type === 'list') ? `(${text})` : text;
}

/** "Title: value; Title: value" for groups, "a, b" for lists, engine kinds by their formatter. */
function treeText(node: ValueNode): string {
  switch (node.type) {
    case 'choice':
      return node.title;
    case 'kind':
      return formatFieldValue(node.field, node.value);
    case 'list':
      return node.items.map((item) => part(item, true)).join(', ');
    case 'group':
      return node.entries.map((entry) => `${entry.label}: ${part(entry.node, false)}`).join('; ');
    case 'cut':
      return '…';
  }
}

/** A generic or nested-group value read through its schema, cut to an excerpt for a cell. */
function schemaText(value: unknown, field: FormattedField): string {
  const tree = valueTree(field, value);
  return tree ? excerpt(treeText(tree)) : '';
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
  photo: nameOf,
  lookup: labelOf,
  table: (value) => count(value, 'item'),
  object: schemaText,
  generic: schemaText,
};

/**
 * A field's value as plain text, the same on screen (list cells, details) and in CSV/XLSX
 * exports: money "₱1,234.56", dates "Nov 21, 2026", instants in Asia/Taipei, booleans Yes/No,
 * generic and object values by their schema ("Title: value; Title: value", choices by title).
 * Empty values (null, undefined, '') read as ''.
 */
export function formatFieldValue(field: FormattedField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return FORMATTERS[field.kind](value, field);
}
