import { Box, Text } from '@chakra-ui/react';
import type { RecordAggregateResponse } from '../../../../shared/api/record-views';
import type { ChartMeasure } from '../../../../shared/forms/definition';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { Panel } from '../../../components/panel';
import { BarChart } from './bar-chart';
import { ChartLegend } from './chart-palette';
import { chartSeries, measureFormat, measureTitle } from './chart-series';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';

export const SHAPES = { bar: BarChart, line: LineChart, pie: PieChart } as const;
export type Shape = keyof typeof SHAPES;

interface ChartFigureProps {
  figures: RecordAggregateResponse;
  /** Which of the figures' measures is drawn. */
  measure: number;
  measures: readonly ChartMeasure[];
  fields: ReadonlyMap<string, FieldInfo>;
  groupBy: string;
  shape: Shape;
  label: string;
}

/** One chart of the server's figures: its title, the totals of every measure, and the drawing. */
export function ChartFigure(props: ChartFigureProps) {
  const { figures, measure, measures, fields, groupBy, shape, label } = props;
  const chosen = measures[measure] ?? { op: 'count' as const };
  const data = chartSeries(
    figures,
    measure,
    measureTitle(chosen, fields),
    fields.get(groupBy)?.kind === 'date',
  );
  const Drawing = SHAPES[shape];
  return (
    <Panel p="4">
      <Text fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {figures.measures
          .map(
            (option, index) =>
              `${measureTitle(option, fields)}: ${measureFormat(option, fields)(figures.totals[index] ?? 0)}`,
          )
          .join(' · ')}
        {figures.truncated ? ' · only the largest groups are drawn' : ''}
      </Text>
      <Box maxW="3xl">
        <Drawing data={data} format={measureFormat(chosen, fields)} label={label} />
      </Box>
      {shape === 'pie' ? null : <ChartLegend names={data.series.map((entry) => entry.name)} />}
    </Panel>
  );
}
