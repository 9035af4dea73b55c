import { chakra, Table, type TableCellProps, type TableRootProps } from '@chakra-ui/react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewport } from '../lib/use-viewport';
import { DataCards, type DataCard } from './data-cards';
import { EmptyState } from './empty-state';
import { NativeCheckbox } from './native-checkbox';
import { SelectAllCheckbox, withSelection } from './row-selection';
import { TableSkeleton } from './table-skeleton';

/** One column: its header, what its cells hold and how they are drawn. */
export interface DataColumn<Row> {
  id: string;
  /** Usually the column's name; a hidden label (`<Text srOnly>`) for an actions column. */
  header: ReactNode;
  /** The cell's value: what sorting compares and, without `cell`, what the cell shows. */
  value?: (row: Row) => string | number | null | undefined;
  /** Draws the cell; without it the cell shows `value` (or nothing). */
  cell?: (row: Row, index: number) => ReactNode;
  /** Figures: right-aligned, in tabular digits. */
  numeric?: boolean;
  /** Sorted in the browser by `value` when its header is pressed (needs `value`). */
  sortable?: boolean;
  /** Keeps the cells on one line (dates, amounts). */
  nowrap?: boolean;
  /** More style for the header cell (a width, a hidden label's positioning). */
  headerProps?: TableCellProps;
  /** More style for a body cell, the same for every row or by row. */
  cellProps?: TableCellProps | ((row: Row) => TableCellProps);
  /** The row's buttons: on a phone's card, a line of their own without a label. */
  actions?: boolean;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** A stable id per row: React's key and the id selection keeps. */
  rowKey: (row: Row, index: number) => string;
  /** Names the table for assistive technology (or give `caption`). */
  ariaLabel?: string;
  /** A visible caption above the rows. */
  caption?: ReactNode;
  size?: TableRootProps['size'];
  striped?: boolean;
  /** Rows highlight under the pointer (on by default when rows open something). */
  interactive?: boolean;
  stickyHeader?: boolean;
  /** Wraps the table so it scrolls sideways on narrow screens (on by default). */
  scroll?: boolean;
  /** The column sorted first, when some are sortable. */
  initialSort?: { id: string; desc?: boolean };
  /** While true, placeholder rows instead of the table. */
  loading?: boolean;
  skeletonRows?: number;
  /** What an empty table shows instead; without it an empty table shows its headers only. */
  empty?: ComponentProps<typeof EmptyState>;
  /** A click on a row (the row's cells should still hold a button or link for the keyboard). */
  onRowClick?: (row: Row) => void;
  /** Where a click on the row leads (a link in the row keeps the keyboard's way there). */
  rowLink?: (row: Row) => string;
  /** More style for a row (a total's weight, a muted line). */
  rowProps?: (row: Row) => ComponentProps<typeof Table.Row>;
  /** Rows chosen for a bulk action, by `rowKey`; with `onSelectionChange`, a checkbox column. */
  selected?: ReadonlySet<string>;
  onSelectionChange?: (selected: Set<string>) => void;
  /** The row checkbox's label (default `Select <rowKey>`). */
  selectLabel?: (row: Row) => string;
  /** The header checkbox's label: it selects or clears the rows shown. */
  selectAllLabel?: string;
  /** Rows after the body (totals), as `Table.Row`s. */
  footer?: ReactNode;
  /**
   * On phones, rows as cards (default): the first column is a card's title, the others its
   * labelled fields. Off for tables read across (a sheet, totals in a footer keep it off too).
   */
  cards?: boolean;
}

const SortButton = chakra('button', {
  base: { fontWeight: 'inherit', cursor: 'pointer', _hover: { textDecoration: 'underline' } },
});

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

// Chakra's recipe aligns by `textAlign`; figures line up when their digits are equal width.
const NUMERIC: TableCellProps = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' };

/**
 * The app's table: named columns, figures to the right, optional sorting in the browser (with
 * `aria-sort` on the headers), a skeleton while loading, an empty state, rows that open
 * something and a checkbox column for bulk actions. Lists that are long or edited in place draw
 * their own (the engine's virtualised record list, the payroll sheet).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, rowKey, selected, onSelectionChange } = props;
  const navigate = useNavigate();
  const cardsWanted = useViewport() === 'mobile' && props.cards !== false;
  const [sorting, setSorting] = useState<SortingState>(() =>
    props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
  );
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.value ? (row: Row) => column.value?.(row) ?? undefined : undefined,
        enableSorting: Boolean(column.sortable && column.value),
        // The first press sorts ascending, figures too.
        sortDescFirst: false,
        sortUndefined: 'last',
        meta: column,
      })),
    [columns],
  );
  // TanStack Table hands out new functions each render; nothing here relies on memoising them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as Row[],
    columns: columnDefs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row, index) => rowKey(row, index),
  });

  if (props.loading) return <TableSkeleton rows={props.skeletonRows} />;
  if (rows.length === 0 && props.empty) return <EmptyState {...props.empty} />;

  const selecting = selected !== undefined && onSelectionChange !== undefined;
  const shown = table.getRowModel().rows;
  const shownIds = shown.map((row) => row.id);
  const selectedShown = selecting ? shownIds.filter((id) => selected.has(id)).length : 0;
  const selectShown = (on: boolean) => {
    if (selecting) onSelectionChange(withSelection(selected, shownIds, on));
  };
  const selectOne = (id: string, on: boolean) => {
    if (selecting) onSelectionChange(withSelection(selected, [id], on));
  };
  const { onRowClick, rowLink } = props;
  const opens = Boolean(onRowClick || rowLink);
  const open = (row: Row) => {
    if (onRowClick) onRowClick(row);
    else if (rowLink) void navigate(rowLink(row));
  };

  if (cardsWanted && !props.footer) {
    const cards = shown.map((row): DataCard => {
      const [first, ...rest] = row.getVisibleCells().map((cell) => {
        const column = cell.column.columnDef.meta as DataColumn<Row>;
        const value = column.cell
          ? column.cell(row.original, row.index)
          : (cell.getValue() as string | number | undefined);
        return { column, value };
      });
      return {
        id: row.id,
        title: first?.value,
        fields: rest
          .filter(
            ({ column, value }) =>
              !column.actions && value !== undefined && value !== null && value !== '',
          )
          .map(({ column, value }) => ({
            id: column.id,
            label: column.header,
            value,
            numeric: column.numeric,
          })),
        actions: rest.filter(({ column }) => column.actions).map(({ value }) => value),
        selected: selecting ? selected.has(row.id) : undefined,
      };
    });
    const byId = new Map(shown.map((row) => [row.id, row.original]));
    return (
      <DataCards
        cards={cards}
        ariaLabel={props.ariaLabel}
        onOpen={opens ? (id) => open(byId.get(id) as Row) : undefined}
        selectLabel={(id) => props.selectLabel?.(byId.get(id) as Row) ?? `Select ${id}`}
        onSelect={selecting ? selectOne : undefined}
        selectAll={
          selecting
            ? { label: props.selectAllLabel ?? 'Select all', onChange: selectShown }
            : undefined
        }
      />
    );
  }

  const root = (
    <Table.Root
      size={props.size ?? 'sm'}
      striped={props.striped}
      interactive={props.interactive ?? opens}
      stickyHeader={props.stickyHeader}
      aria-label={props.ariaLabel}
    >
      {props.caption ? <Table.Caption captionSide="top">{props.caption}</Table.Caption> : null}
      <Table.Header>
        <Table.Row>
          {selecting ? (
            <Table.ColumnHeader w="8">
              <SelectAllCheckbox
                label={props.selectAllLabel ?? 'Select all'}
                total={shownIds.length}
                chosen={selectedShown}
                onChange={selectShown}
              />
            </Table.ColumnHeader>
          ) : null}
          {table.getHeaderGroups()[0]?.headers.map((header) => {
            const column = header.column.columnDef.meta as DataColumn<Row>;
            const direction = header.column.getIsSorted();
            return (
              <Table.ColumnHeader
                key={header.id}
                aria-sort={direction ? ARIA_SORT[direction] : undefined}
                whiteSpace={column.nowrap ? 'nowrap' : undefined}
                {...(column.numeric ? NUMERIC : null)}
                {...column.headerProps}
              >
                {header.column.getCanSort() ? (
                  <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                    {column.header}
                    {direction ? (
                      <span aria-hidden="true">{direction === 'asc' ? ' ▲' : ' ▼'}</span>
                    ) : null}
                  </SortButton>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {shown.map((row) => (
          <Table.Row
            key={row.id}
            cursor={opens ? 'pointer' : undefined}
            onClick={opens ? () => open(row.original) : undefined}
            data-selected={selecting && selected.has(row.id) ? '' : undefined}
            _selected={{ bg: 'brand.subtle' }}
            {...props.rowProps?.(row.original)}
          >
            {selecting ? (
              <Table.Cell onClick={(event) => event.stopPropagation()}>
                <NativeCheckbox
                  aria-label={props.selectLabel?.(row.original) ?? `Select ${row.id}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => selectOne(row.id, event.target.checked)}
                />
              </Table.Cell>
            ) : null}
            {row.getVisibleCells().map((cell) => {
              const column = cell.column.columnDef.meta as DataColumn<Row>;
              const extra =
                typeof column.cellProps === 'function'
                  ? column.cellProps(row.original)
                  : column.cellProps;
              return (
                <Table.Cell
                  key={cell.id}
                  whiteSpace={column.nowrap ? 'nowrap' : undefined}
                  {...(column.numeric ? NUMERIC : null)}
                  {...extra}
                >
                  {column.cell
                    ? column.cell(row.original, row.index)
                    : (cell.getValue() as string | number | undefined)}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
      {props.footer ? <Table.Footer>{props.footer}</Table.Footer> : null}
    </Table.Root>
  );
  // Positioned, so a hidden header label (`srOnly`) scrolls with the table, not past the page.
  return props.scroll === false ? (
    root
  ) : (
    <Table.ScrollArea position="relative">{root}</Table.ScrollArea>
  );
}
