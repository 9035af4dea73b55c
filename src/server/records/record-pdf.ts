import type {
  Content,
  ContentStack,
  TableCell,
  TableCellProperties,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import type { RecordItem } from '../../shared/api/records';
import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf, type FieldInfo } from '../../shared/forms/fields';
import { formatDateTime } from '../../shared/format/date-time';
import { formatFieldValue } from '../../shared/format/field-value';
import { richTextPlain } from '../../shared/format/rich-text-plain';
import { PDF_FONT } from '../documents/pdf-printer';

/** The organisation as a printed record shows it: its names and, when it has one, its logo. */
export interface PrintIssuer {
  tradeName: string;
  registeredName: string;
  logo: { type: string; body: Buffer } | null;
}

/** Kinds that take the page's whole width, as on the record's page. */
const FULL_WIDTH = new Set<FieldInfo['kind']>([
  'textarea',
  'richtext',
  'files',
  'table',
  'object',
  'generic',
]);

function logoContent(logo: PrintIssuer['logo']): Content | null {
  if (!logo) return null;
  if (logo.type === 'image/svg+xml') return { svg: logo.body.toString('utf8'), width: 150 };
  if (logo.type === 'image/png' || logo.type === 'image/jpeg')
    return { image: `data:${logo.type};base64,${logo.body.toString('base64')}`, fit: [150, 48] };
  return null;
}

/** A child table as a table: the item's properties as columns, each cell as text. */
function childTable(field: FieldInfo, rows: unknown): Content {
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  if (list.length === 0) return { text: 'No rows', style: 'muted' };
  const columns = field.columns ?? [];
  const header: TableCell[] = columns.map((column) => ({ text: column.title, style: 'label' }));
  const body = list.map((row) =>
    columns.map((column): TableCell => printable(formatFieldValue(column, row[column.name]))),
  );
  return { table: { headerRows: 1, widths: columns.map(() => '*'), body: [header, ...body] } };
}

/** The PDF standard fonts have no peso sign: amounts print as "PHP 1,234.56", as payslips do. */
const printable = (text: string) => text.replaceAll('₱', 'PHP ');

function valueContent(definition: FormDefinition, field: FieldInfo, value: unknown): Content {
  if (field.kind === 'table') return childTable(field, value);
  // The whole text, not the excerpt a list cell shows.
  if (field.kind === 'richtext') return richTextPlain(value);
  if (field.kind === 'textarea') return String(value ?? '');
  return printable(formatFieldValue(field, value));
}

const fieldCell = (
  definition: FormDefinition,
  field: FieldInfo,
  value: unknown,
): ContentStack & TableCellProperties => ({
  stack: [{ text: field.title, style: 'label' }, valueContent(definition, field, value)],
  margin: [0, 0, 12, 10],
});

/** Label and value of every field, two to a row, the wide kinds across both columns. */
function fieldRows(definition: FormDefinition, data: Record<string, unknown>): TableCell[][] {
  const rows: TableCell[][] = [];
  let pending: TableCell | null = null;
  for (const field of fieldsOf(definition)) {
    const cell = fieldCell(definition, field, data[field.name]);
    if (FULL_WIDTH.has(field.kind)) {
      if (pending) rows.push([pending, '']);
      pending = null;
      rows.push([{ ...cell, colSpan: 2 }, '']);
    } else if (pending) {
      rows.push([pending, cell]);
      pending = null;
    } else {
      pending = cell;
    }
  }
  if (pending) rows.push([pending, '']);
  return rows;
}

/**
 * One record as a printable document: the organisation's logo and names, the record type and
 * name, every field as the record's page shows it (the definition as the organisation uses it),
 * and who printed it when.
 */
export function recordDocument(
  definition: FormDefinition,
  record: RecordItem,
  name: string,
  issuer: PrintIssuer,
  printedBy: string,
): TDocumentDefinitions {
  const logo = logoContent(issuer.logo);
  const printed = `Printed ${formatDateTime(new Date())} by ${printedBy} · version ${record.version}`;
  return {
    info: { title: `${definition.title} ${name}`.trim(), creator: issuer.tradeName },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: PDF_FONT, fontSize: 10 },
    styles: {
      org: { fontSize: 12, bold: true },
      title: { fontSize: 16, bold: true, margin: [0, 16, 0, 2] },
      label: { fontSize: 8, bold: true, color: '#555555' },
      muted: { color: '#777777' },
    },
    content: [
      {
        columns: [
          ...(logo ? [logo] : []),
          {
            stack: [
              { text: issuer.registeredName, style: 'org' },
              { text: issuer.tradeName, style: 'muted' },
            ],
            alignment: 'right',
          },
        ],
      },
      { text: definition.title, style: 'title' },
      ...(name ? [{ text: name, style: 'muted', margin: [0, 0, 0, 12] } as Content] : []),
      record.deletedAt ? { text: 'DELETED', color: '#b00020', bold: true } : '',
      {
        table: { widths: ['*', '*'], body: fieldRows(definition, record.data) },
        layout: 'noBorders',
        margin: [0, 8, 0, 0],
      },
    ],
    footer: (page, pages) => ({
      columns: [
        { text: printed, style: 'muted' },
        { text: `Page ${page} of ${pages}`, alignment: 'right', style: 'muted' },
      ],
      margin: [40, 10, 40, 0],
      fontSize: 8,
    }),
  };
}
