import { chakra, Table } from '@chakra-ui/react';
import { formatScalar, isFigure } from '../decimal-text';
import type { ResultGroup, ResultLine } from './result-groups';

interface ResultTableProps {
  groups: ResultGroup[];
  /** The trace entry of each line and group, by path (absent: none explains it). */
  traceOf: ReadonlyMap<string, number>;
  selected: number | null;
  /** Lines set in bold: the kind's headline figures (net pay...). */
  emphasised: ReadonlySet<string>;
  onSelect: (index: number) => void;
  onHover: (index: number | null) => void;
}

/** A line's name, which shows its trace entry when it has one. */
function LineName(props: {
  label: string;
  trace: number | undefined;
  onSelect: (i: number) => void;
}) {
  const { label, trace, onSelect } = props;
  if (trace === undefined) return <>{label}</>;
  return (
    <chakra.button
      type="button"
      textAlign="start"
      textDecoration="underline"
      textDecorationStyle="dotted"
      textDecorationColor="fg.subtle"
      textUnderlineOffset="3px"
      _hover={{ color: 'brand.fg', textDecorationColor: 'currentColor' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'xs' }}
      title="Show how it was computed"
      onClick={() => onSelect(trace)}
    >
      {label}
    </chakra.button>
  );
}

function Line({ line, ...props }: Omit<ResultTableProps, 'groups'> & { line: ResultLine }) {
  const trace = props.traceOf.get(line.path);
  const figure = line.value !== null && isFigure(line.value);
  return (
    <Table.Row
      bg={trace !== undefined && trace === props.selected ? 'brand.subtle' : undefined}
      onMouseEnter={() => props.onHover(trace ?? null)}
      onMouseLeave={() => props.onHover(null)}
    >
      <Table.Cell
        as="th"
        scope="row"
        ps="4"
        fontWeight={props.emphasised.has(line.path) ? 'semibold' : 'normal'}
      >
        <LineName label={line.label} trace={trace} onSelect={props.onSelect} />
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        pe="4"
        whiteSpace={figure ? 'nowrap' : undefined}
        fontFamily={figure ? 'mono' : undefined}
        fontVariantNumeric="tabular-nums"
        fontWeight={props.emphasised.has(line.path) ? 'semibold' : undefined}
      >
        {line.value === null ? '—' : formatScalar(line.value)}
      </Table.Cell>
    </Table.Row>
  );
}

/** The result as label and value rows, one titled block per nested group (SSS, a day type...). */
export function ResultTable({ groups, ...props }: ResultTableProps) {
  return (
    <Table.Root size="sm">
      {groups.map((group) => {
        const trace = props.traceOf.get(group.path);
        return (
          <Table.Body key={group.path}>
            {group.title ? (
              <Table.Row bg="bg.muted">
                <Table.Cell as="th" scope="rowgroup" colSpan={2} ps="4" fontWeight="semibold">
                  <LineName label={group.title} trace={trace} onSelect={props.onSelect} />
                </Table.Cell>
              </Table.Row>
            ) : null}
            {group.lines.map((line) => (
              <Line key={line.path} line={line} {...props} />
            ))}
          </Table.Body>
        );
      })}
    </Table.Root>
  );
}
