import type { RecordAggregateResponse } from '../../../../shared/api/record-views';
import type { ChartMeasure } from '../../../../shared/forms/definition';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';

/** What a chart draws: one value per category (the first key) for each series (the second). */
export interface ChartSeries {
  categories: string[];
  series: { name: string; values: number[] }[];
}

/**
 * The figures of one measure arranged for drawing: categories in the server's order (largest
 * first), or in time order when the first key is a month; one series per value of the second
 * key, or a single series.
 */
export function chartSeries(
  figures: RecordAggregateResponse,
  measure: number,
  single: string,
  chronological: boolean,
): ChartSeries {
  const categories = [...new Set(figures.groups.map((group) => group.keys[0]?.label ?? ''))];
  if (chronological) categories.sort();
  const names = [...new Set(figures.groups.map((group) => group.keys[1]?.label ?? single))];
  const series = names.map((name) => ({ name, values: categories.map(() => 0) }));
  for (const group of figures.groups) {
    const row = series.find((entry) => entry.name === (group.keys[1]?.label ?? single));
    const column = categories.indexOf(group.keys[0]?.label ?? '');
    if (row && column >= 0) row.values[column] = group.values[measure] ?? 0;
  }
  return { categories, series };
}

/** A measure's name: "Records", "Net amount payable (sum)" or "Result (average)". */
export function measureTitle(measure: ChartMeasure, fields: ReadonlyMap<string, FieldInfo>) {
  if (measure.op === 'count') return 'Records';
  const title = fields.get(measure.field)?.title ?? measure.field;
  return `${title} (${measure.op === 'sum' ? 'sum' : 'average'})`;
}

/** How a measure's figures read: money sums in pesos from centavos, other figures as numbers. */
export function measureFormat(measure: ChartMeasure, fields: ReadonlyMap<string, FieldInfo>) {
  if (measure.op !== 'count' && fields.get(measure.field)?.kind === 'money')
    return (value: number) => formatFieldValue({ kind: 'money', schema: {} }, value);
  return (value: number) => value.toLocaleString('en-PH');
}
