import { Box, Flex, Link, Table, Text } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RegisterSheet } from '../../../../shared/api/payroll-downloads';
import { EmptyState } from '../../../components/empty-state';
import { OffsetPager } from '../../../components/offset-pager';
import { SearchBox } from '../../../components/search-box';
import { formatDecimal } from '../decimal-text';

type Row = RegisterSheet['rows'][number];
type Column = RegisterSheet['columns'][number];
type Cell = Row[number];

const PAGE_SIZE = 100;

const isFigure = (column: Column | undefined) => Boolean(column?.money || column?.number);

// Every sheet starts with the employee's number and name: the search reads those two.
const byEmployee: FilterFn<Row> = (row, _columnId, search: string) => {
  const wanted = search.trim().toLowerCase();
  return `${row.original[0] ?? ''} ${row.original[1] ?? ''}`.toLowerCase().includes(wanted);
};

function CellText({ value, column }: { value: Cell | undefined; column: Column | undefined }) {
  if (value === undefined || value === '') return null;
  return isFigure(column) ? (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {formatDecimal(String(value))}
    </Text>
  ) : (
    <>{value}</>
  );
}

interface SheetTableProps {
  sheet: RegisterSheet;
  /** What the rows are, for the search box and the empty state ("payslip lines"). */
  noun: string;
  /** The sums under the rows (the server's, or the screen's where the sheet has none). */
  totals: Row | null;
  /** Where an employee's name leads, by employee number. */
  employeeLink?: (employeeNumber: string) => string;
}

/** A cut-off's sheet as the download writes it: searched by employee, paged, totals at the foot. */
export function SheetTable({ sheet, noun, totals, employeeLink }: SheetTableProps) {
  const [search, setSearch] = useState('');
  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      sheet.columns.map((column, index) => ({
        id: String(index),
        header: column.title,
        accessorFn: (row) => row[index],
        cell: (context) => {
          const value = context.getValue<Cell>();
          const employeeNumber = String(context.row.original[0] ?? '');
          return index === 1 && employeeLink && employeeNumber ? (
            <Link asChild fontWeight="medium">
              <RouterLink to={employeeLink(employeeNumber)}>{value}</RouterLink>
            </Link>
          ) : (
            <CellText value={value} column={column} />
          );
        },
      })),
    [sheet.columns, employeeLink],
  );
  // TanStack Table hands out new functions each render; nothing here relies on memoising them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: sheet.rows,
    columns,
    state: { globalFilter: search },
    onGlobalFilterChange: setSearch,
    globalFilterFn: byEmployee,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZE } },
    autoResetPageIndex: true,
  });
  const { pageIndex } = table.getState().pagination;
  const found = table.getFilteredRowModel().rows.length;
  const rows = table.getRowModel().rows;

  return (
    <>
      <Flex px="4" py="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <SearchBox label={`Search ${noun}`} value={search} onChange={setSearch} />
        <Text fontSize="sm" color="fg.muted">
          {search.trim() ? `${found} of ${sheet.rows.length} ${noun}` : `${found} ${noun}`}
        </Text>
      </Flex>
      {found === 0 ? (
        <EmptyState
          icon="list"
          title={search.trim() ? `No ${noun} match` : `No ${noun} yet`}
          description={search.trim() ? undefined : 'Compute the cut-off to fill this sheet.'}
        />
      ) : (
        <>
          <Table.ScrollArea maxH="70vh">
            <Table.Root size="sm" stickyHeader>
              <Table.Header>
                {table.getHeaderGroups().map((group) => (
                  <Table.Row key={group.id}>
                    {group.headers.map((header, index) => (
                      <Table.ColumnHeader
                        key={header.id}
                        textAlign={isFigure(sheet.columns[index]) ? 'end' : undefined}
                        whiteSpace="nowrap"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                ))}
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    {row.getVisibleCells().map((cell, index) => (
                      <Table.Cell
                        key={cell.id}
                        textAlign={isFigure(sheet.columns[index]) ? 'end' : undefined}
                        whiteSpace={index < 2 ? 'nowrap' : undefined}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
              {totals ? (
                <Table.Footer>
                  <Table.Row fontWeight="semibold">
                    {totals.map((value, index) => (
                      <Table.Cell
                        key={index}
                        textAlign={isFigure(sheet.columns[index]) ? 'end' : undefined}
                      >
                        {index === 1 ? (
                          <Box as="span" whiteSpace="nowrap">
                            {search.trim() ? `${value} (all ${sheet.rows.length})` : value}
                          </Box>
                        ) : (
                          <CellText value={value} column={sheet.columns[index]} />
                        )}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                </Table.Footer>
              ) : null}
            </Table.Root>
          </Table.ScrollArea>
          {found > PAGE_SIZE ? (
            <OffsetPager
              offset={pageIndex * PAGE_SIZE}
              shown={rows.length}
              total={found}
              pageSize={PAGE_SIZE}
              onChange={(offset) => table.setPageIndex(offset / PAGE_SIZE)}
            />
          ) : null}
        </>
      )}
    </>
  );
}
