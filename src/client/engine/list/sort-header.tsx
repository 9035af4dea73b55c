import { chakra, Table } from '@chakra-ui/react';
import type { Sort } from '../../../shared/forms/definition';

const HeaderButton = chakra('button', {
  base: { fontWeight: 'inherit', cursor: 'pointer', _hover: { textDecoration: 'underline' } },
});

interface SortHeaderProps {
  field: string;
  title: string;
  sort: Sort;
  sortable: boolean;
  onSort: (field: string) => void;
}

/** A column header; sortable ones are buttons that ask the server for the other order. */
export function SortHeader({ field, title, sort, sortable, onSort }: SortHeaderProps) {
  const active = sort.field === field;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <Table.ColumnHeader aria-sort={ariaSort} whiteSpace="nowrap">
      {sortable ? (
        <HeaderButton type="button" onClick={() => onSort(field)}>
          {title}
          {active ? <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span> : null}
        </HeaderButton>
      ) : (
        title
      )}
    </Table.ColumnHeader>
  );
}
