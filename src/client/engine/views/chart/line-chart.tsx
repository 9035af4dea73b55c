import type { ChartSeries } from './chart-series';
import { CategoryAxis, colorOf, PLOT, ValueAxis, valueTicks } from './chart-palette';

interface LineChartProps {
  data: ChartSeries;
  format: (value: number) => string;
  label: string;
}

/** A line per series across the categories (months read left to right). */
export function LineChart({ data, format, label }: LineChartProps) {
  const ticks = valueTicks(Math.max(0, ...data.series.flatMap((entry) => entry.values)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
  const band = (PLOT.width - PLOT.left - PLOT.right) / Math.max(data.categories.length, 1);
  const point = (column: number, value: number) =>
    [
      PLOT.left + band * (column + 0.5),
      PLOT.top + plotHeight - (value / top) * plotHeight,
    ] as const;
  return (
    <svg viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} width="100%" role="img" aria-label={label}>
      <ValueAxis ticks={ticks} format={format} />
      {data.series.map((entry, index) => (
        <g key={entry.name} stroke={colorOf(index)} fill={colorOf(index)}>
          <polyline
            fill="none"
            strokeWidth="2"
            points={entry.values.map((value, column) => point(column, value).join(',')).join(' ')}
          />
          {entry.values.map((value, column) => {
            const [x, y] = point(column, value);
            return (
              <circle key={column} cx={x} cy={y} r="3.5">
                <title>{`${data.categories[column] ?? ''}${data.series.length > 1 ? ` · ${entry.name}` : ''}: ${format(value)}`}</title>
              </circle>
            );
          })}
        </g>
      ))}
      <CategoryAxis categories={data.categories} />
    </svg>
  );
}
