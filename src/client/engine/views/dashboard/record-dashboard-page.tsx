import { Grid } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FormResponse } from '../../../../shared/api/records';
import type { ChartMeasure, FormViews } from '../../../../shared/forms/definition';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useRecordAggregate } from '../../api/use-record-aggregate';
import type { RecordQuery } from '../../api/use-record-pages';
import { FormGate } from '../../form-gate';
import { useListQuery } from '../../list/use-list-query';
import type { RecordPageProps } from '../../routes/record-paths';
import { ChartFigure } from '../chart/chart-figure';
import { measureTitle } from '../chart/chart-series';
import { ViewFrame, ViewOff } from '../view-frame';

type DashboardPanel = NonNullable<FormViews['dashboard']>['panels'][number];

interface PanelChartProps {
  panel: DashboardPanel;
  query: RecordQuery;
  fields: ReadonlyMap<string, FieldInfo>;
  title: string;
}

/** One panel: its figures from the server under the page's search and filters. */
function PanelChart({ panel, query, fields, title }: PanelChartProps) {
  const measure: ChartMeasure = panel.measure ?? { op: 'count' };
  const { figures, error, retry } = useRecordAggregate({
    form_id: query.form_id,
    groupBy: [panel.groupBy],
    ...(panel.measure ? { measures: [panel.measure] } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.filter ? { filter: query.filter } : {}),
  });
  const by = (fields.get(panel.groupBy)?.title ?? panel.groupBy).toLowerCase();
  const label =
    measure.op === 'count'
      ? `${title} by ${by}`
      : `${measureTitle(measure, fields)} of ${title.toLowerCase()} by ${by}`;
  if (error && !figures)
    return (
      <Panel p="4">
        <LoadError message={`${label} could not be loaded: ${error.message}`} onRetry={retry} />
      </Panel>
    );
  if (!figures) return <TableSkeleton rows={4} />;
  return (
    <ChartFigure
      figures={figures}
      measure={0}
      measures={[measure]}
      fields={fields}
      groupBy={panel.groupBy}
      shape={panel.shape ?? 'bar'}
      label={label}
    />
  );
}

interface DashboardProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
}

function Dashboard({ form, fields, paths }: DashboardProps) {
  const { definition } = form;
  const dashboard = definition.views?.dashboard;
  const listQuery = useListQuery(definition);
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const title = definition.pluralTitle ?? definition.title;
  if (!dashboard) return <ViewOff title={title} view="dashboard" />;
  return (
    <ViewFrame form={form} fields={fields} paths={paths} view="dashboard" listQuery={listQuery}>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        {dashboard.panels.map((panel, index) => (
          <PanelChart
            key={index}
            panel={panel}
            query={listQuery.query}
            fields={byName}
            title={title}
          />
        ))}
      </Grid>
    </ViewFrame>
  );
}

/** A definition's dashboard (`views.dashboard`): several charts of its records on one page. */
export function RecordDashboardPage({ formId, paths }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <Dashboard form={form} fields={fields} formId={formId} paths={paths} />}
    </FormGate>
  );
}
