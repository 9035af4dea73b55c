import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { WorkforceDashboard } from '../../../../shared/api/workforce-dashboard';

export interface Figure {
  label: string;
  value: string;
  note: string;
}

const count = (value: number) => value.toLocaleString('en');

/** The workforce dashboard's headline figures. */
export function workforceFigures(dashboard: WorkforceDashboard): Figure[] {
  const period = `Last ${dashboard.months} month${dashboard.months === 1 ? '' : 's'}`;
  const { averageYears } = dashboard.tenure;
  return [
    { label: 'Headcount', value: count(dashboard.headcount), note: 'Active today' },
    { label: 'Hires', value: count(dashboard.hires), note: period },
    { label: 'Separations', value: count(dashboard.separations), note: period },
    {
      label: 'Turnover',
      value:
        dashboard.turnover.percent === null ? '—' : `${dashboard.turnover.percent.toFixed(1)}%`,
      note: `Of ${dashboard.turnover.averageHeadcount.toLocaleString('en')} on average`,
    },
    {
      label: 'Average tenure',
      value: averageYears === null ? '—' : `${averageYears.toFixed(1)} yrs`,
      note: 'Of those with a hire date',
    },
  ];
}

/** Headline figures, one tile each; tiles stack on a phone. */
export function FigureTiles({ figures }: { figures: Figure[] }) {
  return (
    <Box as="section" aria-label="Key figures" mb="6">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: Math.min(5, figures.length) }} gap="4">
        {figures.map((figure) => (
          <Box
            key={figure.label}
            data-figure={figure.label}
            p="4"
            bg="bg"
            borderWidth="1px"
            rounded="lg"
            shadow="xs"
          >
            <Text
              as="dt"
              fontSize="xs"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {figure.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" lineHeight="short">
              {figure.value}
            </Text>
            <Text as="dd" fontSize="sm" color="fg.muted">
              {figure.note}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
