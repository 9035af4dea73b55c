import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { FormResponse } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { saveBlob } from '../../../lib/save-blob';
import { useRecordAggregate } from '../../api/use-record-aggregate';
import { FormGate } from '../../form-gate';
import { FilterSelect } from '../../list/list-filters';
import { useListQuery } from '../../list/use-list-query';
import type { RecordPageProps } from '../../routes/record-paths';
import { ViewFrame, ViewOff } from '../view-frame';
import { ChartFigure, SHAPES, type Shape } from './chart-figure';
import { measureTitle } from './chart-series';
import { figuresCsv } from './figures-csv';
import { FiguresTable } from './figures-table';

interface ChartProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
}

function Chart({ form, fields, paths }: ChartProps) {
  const { definition } = form;
  const chart = definition.views?.chart;
  const listQuery = useListQuery(definition);
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const offered = chart?.groupBy ?? [];
  const [groupBy, setGroupBy] = useState(offered[0] ?? '');
  const [thenBy, setThenBy] = useState('');
  const [measure, setMeasure] = useState(0);
  const [shape, setShape] = useState<Shape>('bar');
  const { query } = listQuery;
  const { figures, error, isLoading, retry } = useRecordAggregate(
    chart
      ? {
          form_id: definition.formId,
          groupBy: thenBy ? [groupBy, thenBy] : [groupBy],
          ...(query.q ? { q: query.q } : {}),
          ...(query.filter ? { filter: query.filter } : {}),
        }
      : null,
  );

  const title = definition.pluralTitle ?? definition.title;
  if (!chart) return <ViewOff title={title} view="chart" />;
  const titleOf = (name: string) => byName.get(name)?.title ?? name;
  const chosen = chart.measures[measure] ?? { op: 'count' as const };
  const label = `${measureTitle(chosen, byName)} of ${title.toLowerCase()} by ${titleOf(groupBy).toLowerCase()}${thenBy ? ` and ${titleOf(thenBy).toLowerCase()}` : ''}`;
  const download = () =>
    figures &&
    saveBlob(
      new Blob([figuresCsv(figures, byName)], { type: 'text/csv;charset=utf-8' }),
      `${definition.formId}-by-${[groupBy, thenBy].filter(Boolean).join('-')}.csv`,
    );

  return (
    <ViewFrame
      form={form}
      fields={fields}
      paths={paths}
      view="chart"
      listQuery={listQuery}
      actions={
        <Button variant="outline" disabled={!figures} onClick={download}>
          Download CSV
        </Button>
      }
    >
      <Flex gap="3" wrap="wrap" align="end" mb="4">
        <FilterSelect
          aria-label="Group by"
          value={groupBy}
          onChange={(event) => {
            setGroupBy(event.target.value);
            if (event.target.value === thenBy) setThenBy('');
          }}
        >
          {offered.map((name) => (
            <option key={name} value={name}>{`By ${titleOf(name)}`}</option>
          ))}
        </FilterSelect>
        {offered.length > 1 ? (
          <FilterSelect
            aria-label="Then by"
            value={thenBy}
            onChange={(event) => setThenBy(event.target.value)}
          >
            <option value="">Then by: nothing</option>
            {offered
              .filter((name) => name !== groupBy)
              .map((name) => (
                <option key={name} value={name}>{`Then by ${titleOf(name)}`}</option>
              ))}
          </FilterSelect>
        ) : null}
        {chart.measures.length > 1 ? (
          <FilterSelect
            aria-label="Measure"
            value={String(measure)}
            onChange={(event) => setMeasure(Number(event.target.value))}
          >
            {chart.measures.map((option, index) => (
              <option key={index} value={index}>
                {measureTitle(option, byName)}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <HStack gap="1" role="group" aria-label="Chart type">
          {(Object.keys(SHAPES) as Shape[]).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === shape ? 'solid' : 'outline'}
              aria-pressed={name === shape}
              onClick={() => setShape(name)}
            >
              {name[0]?.toUpperCase()}
              {name.slice(1)}
            </Button>
          ))}
        </HStack>
      </Flex>
      {isLoading && !figures ? (
        <PageSpinner />
      ) : error && !figures ? (
        <Panel p="4">
          <LoadError message={`The chart could not be loaded: ${error.message}`} onRetry={retry} />
        </Panel>
      ) : figures && figures.groups.length > 0 ? (
        <Stack gap="4">
          <ChartFigure
            figures={figures}
            measure={measure}
            measures={chart.measures}
            fields={byName}
            groupBy={groupBy}
            shape={shape}
            label={label}
          />
          <Panel>
            <FiguresTable figures={figures} fields={byName} />
          </Panel>
        </Stack>
      ) : (
        <Panel>
          <EmptyState
            icon="list"
            title={`No ${title.toLowerCase()} to chart`}
            description={
              query.q || query.filter ? 'Nothing matches the search and filters.' : undefined
            }
          />
        </Panel>
      )}
    </ViewFrame>
  );
}

/** A definition's chart (`views.chart`): counts and sums by one or two fields, as the server adds them up. */
export function RecordChartPage({ formId, paths }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <Chart form={form} fields={fields} formId={formId} paths={paths} />}
    </FormGate>
  );
}
