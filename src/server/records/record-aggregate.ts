import { sql, type RawBuilder } from 'kysely';
import type { FieldError } from '../../shared/api/errors';
import type {
  GroupKey,
  RecordAggregateRequest,
  RecordAggregateResponse,
} from '../../shared/api/record-views';
import type { ChartMeasure } from '../../shared/forms/definition';
import type { IndexedField } from '../../shared/forms/index-plan';
import { declaredAggregates } from '../../shared/forms/page-views';
import type { ReadDb } from '../db/org-reader';
import type { LoadedForm } from '../forms/form-registry';
import { badRequest, listConditions, type ListQuery } from './record-query';

/** Enough bars and slices for any chart a person reads; the rest are reported as truncated. */
const MAX_GROUPS = 200;

const sameMeasure = (a: ChartMeasure, b: ChartMeasure) =>
  a.op === b.op && (a.op === 'count' || (b.op !== 'count' && a.field === b.field));

const measureText = (measure: ChartMeasure) =>
  measure.op === 'count'
    ? 'count'
    : `${measure.op === 'sum' ? 'sum' : 'average'} of ${measure.field}`;

/** The fields a request groups by, each one the definition's chart or dashboard offers (a key column). */
function groupFields(form: LoadedForm, groupBy: readonly string[]): IndexedField[] {
  const offered = declaredAggregates(form.definition.views).groupBy;
  const problems: FieldError[] = [];
  const fields = groupBy.flatMap((name, index) => {
    const field = offered.includes(name)
      ? form.plan.fields.find((candidate) => candidate.field === name)
      : undefined;
    if (field) return [field];
    const title = form.definition.pluralTitle ?? form.definition.title;
    problems.push({
      path: `/groupBy/${index}`,
      message: !form.fields.has(name)
        ? `${name} is not a field of ${title}`
        : offered.length
          ? `${title} cannot be grouped by ${name}; group by one of: ${offered.join(', ')}`
          : `${title} have no chart to group by ${name}`,
    });
    return [];
  });
  if (problems.length) throw badRequest(problems);
  return fields;
}

/** The measures asked for, each one the definition's chart or dashboard declares; by default the chart's. */
function chartMeasures(form: LoadedForm, requested: ChartMeasure[] | undefined) {
  const declared = declaredAggregates(form.definition.views).measures;
  if (!requested) return form.definition.views?.chart?.measures ?? [{ op: 'count' }];
  const problems = requested.flatMap((measure, index) =>
    declared.some((known) => sameMeasure(known, measure))
      ? []
      : [
          {
            path: `/measures/${index}`,
            message: `${measureText(measure)} is not a measure of this chart; measures: ${declared.map(measureText).join(', ') || 'none'}`,
          },
        ],
  );
  if (problems.length) throw badRequest(problems);
  return requested;
}

/** A group's key from its key column: a date groups by its month (YYYY-MM). */
const groupKey = (field: IndexedField) =>
  field.kind === 'date' ? sql`left(${sql.ref(field.column)}, 7)` : sql.ref(field.column);

/**
 * The stored spelling of a key (key columns are lower-cased): a lookup's label, a text's first
 * spelling; enums take theirs from the schema.
 */
function groupLabel(field: IndexedField): RawBuilder<unknown> {
  if (field.kind === 'lookup') return sql`min(data #>> ${sql.val([field.field, 'label'])}::text[])`;
  if (field.kind === 'text') return sql`min(data #>> ${sql.val([field.field])}::text[])`;
  return sql`null`;
}

function measureSql(measure: ChartMeasure) {
  if (measure.op === 'count') return sql`count(*)`;
  const value = sql`(data #>> ${sql.val([measure.field])}::text[])::numeric`;
  return measure.op === 'sum'
    ? sql`coalesce(sum(${value}), 0)`
    : sql`coalesce(round(avg(${value}), 2), 0)`;
}

function keyOf(form: LoadedForm, field: IndexedField, key: unknown, label: unknown): GroupKey {
  if (field.kind === 'boolean') return { value: key === true, label: key === true ? 'Yes' : 'No' };
  if (typeof key !== 'string' || key === '') return { value: null, label: '(none)' };
  const spelled = typeof label === 'string' && label !== '' ? label : key;
  if (field.kind === 'lookup') return { value: key, label: spelled };
  const option = form.fields.get(field.field)?.options?.find((o) => o.toLowerCase() === key);
  const value = option ?? spelled;
  return { value, label: value };
}

type Row = Record<string, unknown> & { total_row: boolean };

/**
 * Counts and sums of the records a list query matches, grouped by one or two of the chart's
 * fields in SQL over their typed key columns, plus the totals of the whole query (a grouping
 * set of its own), so nothing but the figures leaves the database.
 */
export async function aggregateRecords(
  db: ReadDb,
  orgId: string,
  form: LoadedForm,
  request: Omit<RecordAggregateRequest, 'form_id'>,
  scope: Pick<ListQuery, 'employeeNumber'>,
): Promise<RecordAggregateResponse> {
  const fields = groupFields(form, request.groupBy);
  const measures = chartMeasures(form, request.measures);
  const query: ListQuery = {
    form_id: form.definition.formId,
    ...(request.q ? { q: request.q } : {}),
    ...(request.filter ? { filter: request.filter } : {}),
    ...scope,
  };
  const where = listConditions(orgId, form, query);
  const keys = fields.map((field, index) => sql`${groupKey(field)} as ${sql.id(`k${index}`)}`);
  const keyRefs = sql.join(fields.map((_, index) => sql.id(`k${index}`)));
  const labels = fields.map((field, index) => sql`${groupLabel(field)} as ${sql.id(`l${index}`)}`);
  const figures = measures.map(
    (measure, index) => sql`${measureSql(measure)}::text as ${sql.id(`m${index}`)}`,
  );
  const { rows } = await sql<Row>`
    select ${keyRefs}, ${sql.join([...labels, ...figures])},
      grouping(${keyRefs}) > 0 as total_row
    from (select ${sql.join(keys)}, data from records where ${where}) matched
    group by grouping sets ((${keyRefs}), ())
    order by total_row desc, count(*) desc, ${keyRefs}
    limit ${sql.lit(MAX_GROUPS + 2)}
  `.execute(db);
  const values = (row: Row) => measures.map((_, index) => Number(row[`m${index}`]));
  const [first, ...groupRows] = rows;
  return {
    groupBy: fields.map((field) => field.field),
    measures,
    groups: groupRows.slice(0, MAX_GROUPS).map((row) => ({
      keys: fields.map((field, index) => keyOf(form, field, row[`k${index}`], row[`l${index}`])),
      values: values(row),
    })),
    totals: first?.total_row ? values(first) : measures.map(() => 0),
    truncated: groupRows.length > MAX_GROUPS,
  };
}
