import { Box, chakra, Table, VisuallyHidden } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RecordItem } from '../../../shared/api/records';
import type { Sort } from '../../../shared/forms/definition';
import type { FieldInfo } from '../../../shared/forms/fields';
import { DataCards } from '../../components/data-cards';
import { NativeCheckbox } from '../../components/native-checkbox';
import { SelectAllCheckbox, withSelection } from '../../components/row-selection';
import { useViewport } from '../../lib/use-viewport';
import { RecordCell } from './record-cell';
import { SortHeader } from './sort-header';

const ROW_HEIGHT = 41;
// Rows rendered beyond the viewport; also what a zero-height viewport (jsdom) shows.
const OVERSCAN = 10;
// Start fetching the next page this many rows before the end is reached.
const PREFETCH_ROWS = 10;

interface RecordTableProps {
  items: RecordItem[];
  columns: FieldInfo[];
  sort: Sort;
  sortable: Set<string>;
  onSort: (field: string) => void;
  onOpen: (record: RecordItem) => void;
  /** Extra last cell per row (e.g. Restore in the bin). */
  rowAction?: (record: RecordItem) => ReactNode;
  /** Asks for the next page when the person scrolls near the end. */
  onNearEnd: () => void;
  /** Rows picked for a bulk action, by id; with `onSelectionChange`, a checkbox column. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
  /** Names a row to people: a card's title, a checkbox's label ("Select Santos – Jose"). */
  rowName: (record: RecordItem) => string;
}

/** A card's title: the row's first column, a button so the keyboard opens it too. */
const CardTitle = chakra('button', {
  base: { textAlign: 'start', cursor: 'pointer', _hover: { textDecoration: 'underline' } },
});

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The records as cards, for phones: every column on screen, none behind a sideways scroll. */
function RecordCards(props: RecordTableProps) {
  const { items, columns, onOpen, rowAction, selected, onSelectionChange, rowName } = props;
  const byId = new Map(items.map((record) => [record.id, record]));
  const selecting = selected !== undefined && onSelectionChange !== undefined;
  return (
    <DataCards
      cards={items.map((record) => ({
        id: record.id,
        title: (
          <CardTitle type="button" onClick={() => onOpen(record)}>
            {rowName(record)}
          </CardTitle>
        ),
        // An empty value (no photo yet) would only be a label.
        fields: columns
          .filter((field) => !isEmpty(record.data[field.name]))
          .map((field) => ({
            id: field.name,
            label: field.title,
            value: <RecordCell field={field} value={record.data[field.name]} />,
          })),
        actions: rowAction ? [rowAction(record)] : [],
        selected: selecting ? selected.has(record.id) : undefined,
      }))}
      selectLabel={(id) => `Select ${rowName(byId.get(id)!)}`}
      onSelect={
        selecting ? (id, on) => onSelectionChange(withSelection(selected, [id], on)) : undefined
      }
      selectAll={
        selecting
          ? {
              label: 'Select all shown',
              onChange: (on) => onSelectionChange(withSelection(selected, [...byId.keys()], on)),
            }
          : undefined
      }
    />
  );
}

/** Stands in for the rows scrolled out of the DOM, so the scrollbar keeps its length. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  return (
    <Table.Row aria-hidden="true" h={`${height}px`}>
      <Table.Cell colSpan={span} p="0" />
    </Table.Row>
  );
}

/** The records as a table (cards on a phone): only the rows in view are in the DOM. */
export function RecordTable(props: RecordTableProps) {
  return useViewport() === 'mobile' ? <RecordCards {...props} /> : <RecordRows {...props} />;
}

function RecordRows(props: RecordTableProps) {
  const { items, columns, sort, sortable, onSort, onOpen, rowAction, onNearEnd } = props;
  const { selected, onSelectionChange, rowName } = props;
  const selecting = selected !== undefined && onSelectionChange !== undefined;
  const chosen = selecting ? items.filter((record) => selected.has(record.id)).length : 0;
  const scrollRef = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo<ColumnDef<RecordItem>[]>(
    () =>
      columns.map((field) => ({
        id: field.name,
        header: field.title,
        accessorFn: (record) => record.data[field.name],
        cell: (context) => <RecordCell field={field} value={context.getValue()} />,
      })),
    [columns],
  );
  // TanStack Table hands out new functions each render; nothing here relies on memoising them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows[virtualRows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, rows.length, onNearEnd]);

  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom =
    virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0);
  const span = columns.length + (rowAction ? 1 : 0) + (selecting ? 1 : 0);

  return (
    <Box ref={scrollRef} maxH="70vh" overflow="auto">
      <Table.Root size="sm" stickyHeader interactive>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {selecting ? (
                <Table.ColumnHeader w="8">
                  <SelectAllCheckbox
                    label="Select all shown"
                    total={items.length}
                    chosen={chosen}
                    onChange={(on) =>
                      onSelectionChange(
                        withSelection(
                          selected,
                          items.map((record) => record.id),
                          on,
                        ),
                      )
                    }
                  />
                </Table.ColumnHeader>
              ) : null}
              {group.headers.map((header) => (
                <SortHeader
                  key={header.id}
                  field={header.column.id}
                  title={String(header.column.columnDef.header)}
                  sort={sort}
                  sortable={sortable.has(header.column.id)}
                  onSort={onSort}
                />
              ))}
              {rowAction ? (
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {paddingTop > 0 ? <SpacerRow height={paddingTop} span={span} /> : null}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (!row) return null;
            return (
              <Table.Row
                key={row.id}
                h={`${ROW_HEIGHT}px`}
                cursor="pointer"
                tabIndex={0}
                onClick={() => onOpen(row.original)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onOpen(row.original);
                }}
                data-selected={selecting && selected.has(row.original.id) ? '' : undefined}
                _selected={{ bg: 'brand.subtle' }}
              >
                {selecting ? (
                  <Table.Cell onClick={(event) => event.stopPropagation()}>
                    <NativeCheckbox
                      aria-label={`Select ${rowName(row.original)}`}
                      checked={selected.has(row.original.id)}
                      onKeyDown={(event) => event.stopPropagation()}
                      onChange={(event) =>
                        onSelectionChange(
                          withSelection(selected, [row.original.id], event.target.checked),
                        )
                      }
                    />
                  </Table.Cell>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
                {rowAction ? (
                  <Table.Cell textAlign="end" onClick={(event) => event.stopPropagation()}>
                    {rowAction(row.original)}
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
          {paddingBottom > 0 ? <SpacerRow height={paddingBottom} span={span} /> : null}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
