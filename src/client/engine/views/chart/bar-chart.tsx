import type { ChartSeries } from './chart-series';
import { CategoryAxis, colorOf, PLOT, ValueAxis, valueTicks } from './chart-palette';

interface BarChartProps {
  data: ChartSeries;
  format: (value: number) => string;
  label: string;
}

/** Bars per category, stacked by series. */
export function BarChart({ data, format, label }: BarChartProps) {
  const totals = data.categories.map((_, index) =>
    data.series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0),
  );
  const ticks = valueTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
  const band = (PLOT.width - PLOT.left - PLOT.right) / Math.max(data.categories.length, 1);
  const barWidth = Math.min(56, band * 0.7);
  return (
    <svg viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} width="100%" role="img" aria-label={label}>
      <ValueAxis ticks={ticks} format={format} />
      {data.categories.map((category, column) => {
        let base = PLOT.top + plotHeight;
        const x = PLOT.left + band * column + (band - barWidth) / 2;
        return (
          <g key={category}>
            {data.series.map((entry, index) => {
              const value = entry.values[column] ?? 0;
              const height = (Math.max(value, 0) / top) * plotHeight;
              base -= height;
              return (
                <rect
                  key={entry.name}
                  x={x}
                  y={base}
                  width={barWidth}
                  height={height}
                  fill={colorOf(index)}
                  rx="2"
                >
                  <title>{`${category}${data.series.length > 1 ? ` · ${entry.name}` : ''}: ${format(value)}`}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
      <CategoryAxis categories={data.categories} />
    </svg>
  );
}
