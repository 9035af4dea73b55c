import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CalculateResponse } from '../../../../shared/api/payroll-calculator';
import { formatScalar, type PayrollScalar } from '../decimal-text';
import { payrollLabel } from '../payroll-labels';

/** The few lines a kind is mostly asked for (net pay...), large above the full result. */
export function HeadlineFigures(props: { keys: string[]; result: CalculateResponse['result'] }) {
  const shown = props.keys.filter((key) => ['string', 'number'].includes(typeof props.result[key]));
  if (shown.length === 0) return null;
  return (
    // Hairlines between the figures are the grid's background; an odd count on a phone would
    // leave an empty cell of it, so those stack.
    <SimpleGrid
      columns={{ base: shown.length % 2 === 0 ? 2 : 1, md: Math.min(shown.length, 4) }}
      gap="px"
      bg="border"
    >
      {shown.map((key, index) => (
        <Stack key={key} gap="0.5" bg={index === shown.length - 1 ? 'brand.subtle' : 'bg'} p="4">
          <Text fontSize="sm" color="fg.muted">
            {payrollLabel(key)}
          </Text>
          <Text
            fontSize="xl"
            fontWeight="semibold"
            fontFamily="mono"
            fontVariantNumeric="tabular-nums"
          >
            {formatScalar(props.result[key] as PayrollScalar)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
