import type { ChartSeries } from './chart-series';
import { ChartLegend, colorOf } from './chart-palette';

interface PieChartProps {
  data: ChartSeries;
  format: (value: number) => string;
  label: string;
}

const R = 110;
const C = 130;

function slicePath(from: number, to: number): string {
  const at = (turn: number) => [
    C + R * Math.sin(turn * 2 * Math.PI),
    C - R * Math.cos(turn * 2 * Math.PI),
  ];
  const [x1, y1] = at(from);
  const [x2, y2] = at(to);
  const large = to - from > 0.5 ? 1 : 0;
  return `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 ${large} 1 ${x2} ${y2} Z`;
}

/** Each category's share of the whole (its series added up). */
export function PieChart({ data, format, label }: PieChartProps) {
  const values = data.categories.map((_, index) =>
    data.series.reduce((sum, entry) => sum + Math.max(entry.values[index] ?? 0, 0), 0),
  );
  const whole = values.reduce((sum, value) => sum + value, 0);
  let turn = 0;
  return (
    <>
      <svg
        viewBox={`0 0 ${C * 2} ${C * 2}`}
        width="100%"
        height="280"
        role="img"
        aria-label={label}
      >
        {whole > 0
          ? data.categories.map((category, index) => {
              const share = (values[index] ?? 0) / whole;
              const from = turn;
              turn += share;
              const title = (
                <title>{`${category}: ${format(values[index] ?? 0)} (${Math.round(share * 100)}%)`}</title>
              );
              return share >= 0.9999 ? (
                <circle key={category} cx={C} cy={C} r={R} fill={colorOf(index)}>
                  {title}
                </circle>
              ) : (
                <path
                  key={category}
                  d={slicePath(from, turn)}
                  fill={colorOf(index)}
                  stroke="white"
                  strokeWidth="1"
                >
                  {title}
                </path>
              );
            })
          : null}
      </svg>
      <ChartLegend names={data.categories} />
    </>
  );
}
