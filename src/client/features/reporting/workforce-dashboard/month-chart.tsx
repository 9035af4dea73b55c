import { Box, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { MonthFigures } from '../../../../shared/api/workforce-dashboard';
import { Panel } from '../../../components/panel';
import { monthLabel } from './month-label';

const HIRES = 'brand.solid';
const SEPARATIONS = 'orange.solid';
const BAR_AREA = 160;

function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  return (
    <Flex direction="column" align="center" justify="end" h="full" w="5">
      <Text fontSize="2xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      <Box
        w="4"
        bg={color}
        roundedTop="sm"
        h={`${Math.round((value / max) * (BAR_AREA - 16))}px`}
        minH={value > 0 ? '2px' : '0'}
      />
    </Flex>
  );
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5" fontSize="sm">
      <Box w="3" h="3" rounded="sm" bg={color} />
      <Text>{label}</Text>
    </HStack>
  );
}

/**
 * Hires beside separations for each month, the month-end headcount under it; the drawing is
 * for the eye, and a visually hidden table carries the same numbers for screen readers.
 */
export function MonthChart({ months }: { months: MonthFigures[] }) {
  const titleId = useId();
  const max = Math.max(1, ...months.flatMap((month) => [month.hires, month.separations]));
  return (
    <Panel as="section" p="4" mb="6" aria-labelledby={titleId}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          Hires and separations by month
        </Heading>
        <HStack gap="4" aria-hidden="true">
          <Swatch color={HIRES} label="Hires" />
          <Swatch color={SEPARATIONS} label="Separations" />
        </HStack>
      </Flex>
      <Box overflowX="auto" mt="3" pb="1" aria-hidden="true" data-testid="month-chart">
        <Flex gap="2" minW="max-content" align="stretch">
          <Flex direction="column" justify="end" pe="1" fontSize="xs" color="fg.muted">
            <Text>Month</Text>
            <Text>Headcount</Text>
          </Flex>
          {months.map((month) => (
            <Flex key={month.month} direction="column" align="center" w="12" flexShrink={0}>
              <Flex h={`${BAR_AREA}px`} align="end" gap="0.5" borderBottomWidth="1px">
                <Bar value={month.hires} max={max} color={HIRES} />
                <Bar value={month.separations} max={max} color={SEPARATIONS} />
              </Flex>
              <Text fontSize="xs" mt="1" whiteSpace="nowrap">
                {monthLabel(month.month, 'short')}
              </Text>
              <Text fontSize="xs" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {month.headcount.toLocaleString('en')}
              </Text>
            </Flex>
          ))}
        </Flex>
      </Box>
      <VisuallyHidden>
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Hires</th>
              <th scope="col">Separations</th>
              <th scope="col">Headcount at month end</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabel(month.month)}</th>
                <td>{month.hires}</td>
                <td>{month.separations}</td>
                <td>{month.headcount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Panel>
  );
}
