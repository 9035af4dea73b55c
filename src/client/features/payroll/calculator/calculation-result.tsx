import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { CalculateResponse } from '../../../../shared/api/payroll-calculator';
import { Panel } from '../../../components/panel';
import { CALCULATOR_KIND_INFO } from './calculator-kinds';
import { HeadlineFigures } from './headline-figures';
import { resultGroups, traceIndexOf } from './result-groups';
import { ResultTable } from './result-table';
import { TablesUsed } from './tables-used';
import { TraceList } from './trace-list';

interface CalculationResultProps {
  response: CalculateResponse;
  /** The inputs were edited after this answer: it no longer describes them. */
  stale: boolean;
}

/** One answer of the calculator: its headline figures, every line, the tables read, the trace. */
export function CalculationResult({ response, stale }: CalculationResultProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const info = CALCULATOR_KIND_INFO[response.kind];
  const groups = useMemo(() => resultGroups(response.result), [response.result]);
  const emphasised = useMemo(() => new Set(info.headline), [info.headline]);
  const traceOf = useMemo(() => {
    const byPath = new Map<string, number>();
    for (const group of groups) {
      const entries: [string, unknown][] = [
        [group.path, undefined],
        ...group.lines.map((line): [string, unknown] => [line.path, line.value]),
      ];
      for (const [path, value] of entries) {
        const index = path ? traceIndexOf(path, value, response.trace) : -1;
        if (index !== -1) byPath.set(path, index);
      }
    }
    return byPath;
  }, [groups, response.trace]);

  return (
    <Stack gap="6">
      <Panel as="section" aria-labelledby="calculation-result">
        <Flex px="4" py="3" borderBottomWidth="1px" justify="space-between" align="center" gap="3">
          <Heading as="h2" size="md" id="calculation-result">
            {info.label}
          </Heading>
          {stale ? (
            <Badge colorPalette="orange" variant="subtle">
              Inputs changed: calculate again
            </Badge>
          ) : null}
        </Flex>
        <Box opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
          <HeadlineFigures keys={info.headline} result={response.result} />
          <Box borderTopWidth={info.headline.length > 0 ? '1px' : undefined}>
            <ResultTable
              groups={groups}
              traceOf={traceOf}
              selected={selected}
              emphasised={emphasised}
              onSelect={setSelected}
              onHover={setHovered}
            />
          </Box>
        </Box>
        <Box px="4" py="3" borderTopWidth="1px" bg="bg.subtle">
          <TablesUsed tables={response.tables} />
        </Box>
      </Panel>
      <Panel as="section" aria-labelledby="calculation-trace">
        <Box px="4" py="3" borderBottomWidth="1px">
          <Heading as="h2" size="md" id="calculation-trace">
            How it was computed
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Each step with its formula and figures. Select an underlined line of the result to find
            its step.
          </Text>
        </Box>
        <TraceList
          trace={response.trace}
          selected={selected === null ? [] : [selected]}
          hovered={hovered}
        />
      </Panel>
    </Stack>
  );
}
