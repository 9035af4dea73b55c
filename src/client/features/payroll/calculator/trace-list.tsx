import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { TraceLine } from '../../../../shared/api/payroll-calculator';
import { formatScalar, isFigure } from '../decimal-text';
import { payrollLabel } from '../payroll-labels';
import { pathLabel } from './result-groups';

interface TraceListProps {
  trace: TraceLine[];
  /** The entries a result line was chosen for: marked, the first scrolled into view. */
  selected: readonly number[];
  /** The entry of the result line under the pointer: tinted. */
  hovered: number | null;
}

/** How the result was reached: each step's formula and the figures it used, in order. */
export function TraceList({ trace, selected, hovered }: TraceListProps) {
  const entries = useRef<(HTMLLIElement | null)[]>([]);
  const first = selected[0] ?? null;
  useEffect(() => {
    const entry = first === null ? null : entries.current[first];
    entry?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    entry?.focus({ preventScroll: true });
  }, [first]);

  return (
    <Box as="ol" listStyleType="none" aria-label="Trace">
      {trace.map((entry, index) => {
        const marked = selected.includes(index);
        return (
          <Box
            as="li"
            key={`${index}-${entry.line}`}
            ref={(element: HTMLLIElement | null) => {
              entries.current[index] = element;
            }}
            tabIndex={-1}
            aria-current={marked ? 'true' : undefined}
            px="4"
            py="3"
            borderTopWidth={index > 0 ? '1px' : undefined}
            borderStartWidth="3px"
            borderStartColor={marked ? 'brand.solid' : 'transparent'}
            bg={marked ? 'brand.subtle' : hovered === index ? 'bg.muted' : undefined}
            transition="background 0.15s"
            outline="none"
          >
            <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Text fontWeight="semibold">{pathLabel(entry.line)}</Text>
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {entry.line}
              </Text>
            </Flex>
            <Text fontSize="sm" fontFamily="mono" color="fg.muted" mt="1">
              {entry.formula}
            </Text>
            <Flex as="dl" wrap="wrap" gap="1.5" mt="2">
              {Object.entries(entry.values).map(([name, value]) => (
                <Flex
                  key={name}
                  gap="1.5"
                  align="baseline"
                  fontSize="xs"
                  borderWidth="1px"
                  rounded="md"
                  px="2"
                  py="0.5"
                  bg="bg"
                >
                  <Text as="dt" color="fg.muted">
                    {payrollLabel(name)}
                  </Text>
                  <Text
                    as="dd"
                    fontFamily={isFigure(value) ? 'mono' : undefined}
                    fontVariantNumeric="tabular-nums"
                  >
                    {formatScalar(value)}
                  </Text>
                </Flex>
              ))}
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
