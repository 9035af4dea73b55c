import { Flex, HStack, Text } from '@chakra-ui/react';

const COLORS = [
  'blue.500',
  'teal.500',
  'orange.400',
  'purple.500',
  'pink.500',
  'green.600',
  'yellow.500',
  'cyan.600',
  'red.400',
  'gray.500',
];

/** The colour of the n-th series or slice, as a CSS variable SVG fills can use. */
export const colorOf = (index: number) =>
  `var(--chakra-colors-${(COLORS[index % COLORS.length] ?? 'gray.500').replace('.', '-')})`;

/** Which colour is which series or slice. */
export function ChartLegend({ names }: { names: readonly string[] }) {
  if (names.length < 2) return null;
  return (
    <Flex gap="4" wrap="wrap" mt="3" fontSize="sm" as="ul" listStyleType="none">
      {names.map((name, index) => (
        <HStack as="li" key={name} gap="1.5">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" fill={colorOf(index)} />
          </svg>
          <Text>{name}</Text>
        </HStack>
      ))}
    </Flex>
  );
}

/** Plot geometry shared by the bar and line charts: a 640×300 view box with room for labels. */
export const PLOT = { width: 640, height: 300, left: 100, right: 12, top: 12, bottom: 56 } as const;

/** A rounded-up top for the value axis and its tick values (0 and four more). */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const step = 10 ** Math.floor(Math.log10(max / 4));
  // Counts and centavos are whole numbers: no tick between them.
  const nice = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((m) => m * step).find((s) => s * 4 >= max) ?? max / 4,
  );
  return [0, 1, 2, 3, 4].map((n) => n * nice);
}

/** The value axis: gridlines and tick labels from 0 to `top`. */
export function ValueAxis({
  ticks,
  format,
}: {
  ticks: number[];
  format: (value: number) => string;
}) {
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
  return (
    <g aria-hidden="true" fontSize="11" fill="currentColor">
      {ticks.map((tick) => {
        const y = PLOT.top + plotHeight - (tick / top) * plotHeight;
        return (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={PLOT.width - PLOT.right}
              y1={y}
              y2={y}
              stroke="currentColor"
              strokeOpacity="0.15"
            />
            <text x={PLOT.left - 6} y={y + 4} textAnchor="end" opacity="0.7">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Category labels under the plot, slanted when there are many. */
export function CategoryAxis({ categories }: { categories: readonly string[] }) {
  const band = (PLOT.width - PLOT.left - PLOT.right) / Math.max(categories.length, 1);
  const slant = categories.length > 6;
  return (
    <g aria-hidden="true" fontSize="11" fill="currentColor">
      {categories.map((category, index) => {
        const x = PLOT.left + band * (index + 0.5);
        const y = PLOT.height - PLOT.bottom + 16;
        const text = category.length > 18 ? `${category.slice(0, 17)}…` : category;
        return (
          <text
            key={category}
            x={x}
            y={y}
            textAnchor={slant ? 'end' : 'middle'}
            transform={slant ? `rotate(-35 ${x} ${y})` : undefined}
          >
            {text}
          </text>
        );
      })}
    </g>
  );
}
