import { Flex, Input, Switch } from '@chakra-ui/react';
import type { FieldInfo } from '../../../shared/forms/fields';
import { ColumnChooser } from './column-chooser';
import { ListFilters } from './list-filters';
import type { useListQuery } from './use-list-query';
import type { useVisibleColumns } from './use-visible-columns';

interface ListToolbarProps {
  title: string;
  listQuery: ReturnType<typeof useListQuery>;
  filterFields: FieldInfo[];
  /** The list's own controls (bin, columns); views show only search and filters. */
  columns?: ReturnType<typeof useVisibleColumns>;
}

/** Search, filters, and for the list the column chooser and the bin switch. */
export function ListToolbar({ title, listQuery, filterFields, columns }: ListToolbarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4">
      <Input
        type="search"
        maxW="xs"
        placeholder="Search"
        aria-label={`Search ${title.toLowerCase()}`}
        value={listQuery.search}
        maxLength={100}
        onChange={(event) => listQuery.setSearch(event.target.value)}
      />
      <ListFilters
        fields={filterFields}
        filter={listQuery.filter}
        onChange={listQuery.setFilterValue}
      />
      {columns ? (
        <Flex gap="3" align="center" ms="auto">
          <Switch.Root
            checked={listQuery.deleted}
            onCheckedChange={({ checked }) => listQuery.setDeleted(checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Deleted</Switch.Label>
          </Switch.Root>
          <ColumnChooser
            choices={columns.choices}
            visible={columns.visible}
            onChange={columns.setVisible}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
