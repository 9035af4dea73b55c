import type { RecordAggregateResponse } from '../../../../shared/api/record-views';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { inertCsvText } from '../../../../shared/format/csv-cell';
import { measureTitle } from './chart-series';

/** One cell: a would-be formula made inert (the server's rule), quoted when it must be. */
function cell(value: string): string {
  const text = inertCsvText(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Centavos as pesos with two decimals, exactly ("1234.56"), as spreadsheets read amounts. */
function pesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The chart's figures as CSV: a column per key and per measure, a row per group and a last
 * Total row; money sums in pesos.
 */
export function figuresCsv(
  figures: RecordAggregateResponse,
  fields: ReadonlyMap<string, FieldInfo>,
): string {
  const money = figures.measures.map(
    (measure) => measure.op !== 'count' && fields.get(measure.field)?.kind === 'money',
  );
  const values = (row: number[]) =>
    row.map((value, index) => (money[index] ? pesos(value) : String(value)));
  const header = [
    ...figures.groupBy.map((name) => fields.get(name)?.title ?? name),
    ...figures.measures.map((measure) => measureTitle(measure, fields)),
  ];
  const rows = [
    header,
    ...figures.groups.map((group) => [
      ...group.keys.map((key) => key.label),
      ...values(group.values),
    ]),
    ['Total', ...figures.groupBy.slice(1).map(() => ''), ...values(figures.totals)],
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
