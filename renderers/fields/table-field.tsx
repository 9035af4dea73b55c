import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react';
import {
  errorId,
  getUiOptions,
  titleId,
  type ErrorSchema,
  type FieldPathList,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { useVirtualizer } from '@tanstack/react-virtual';
import { getDefaultRegistry } from '@rjsf/core';
import { useCallback, useEffect, useMemo, useRef, type ComponentType } from 'react';
import type { RecordFormContext } from '../form-context';
import { rawSchemaAt } from './raw-schema-at';
import { tableColumns, type TableColumn } from './table-columns';
import { TableRow } from './table-row';
import { TableTotals } from './table-totals';

type Row = Record<string, unknown>;

interface Latest {
  rows: Row[];
  path: FieldPathList;
  // Method syntax: RJSF's onChange takes the whole array at the field's path or a cell at its own.
  onChange(value: unknown, path: FieldPathList): void;
}

const ROW_HEIGHT = 48;
/** Short tables render every row (nothing to gain, and no layout needed); longer ones virtualise. */
const VIRTUALISE_FROM = 60;

const ArrayField = getDefaultRegistry().fields.ArrayField as ComponentType<FieldProps>;

type TableFieldProps = FieldProps<Row, RJSFSchema, RecordFormContext>;

/**
 * `ui:field: 'table'`: an array of objects edited as a grid (a column per item property, each
 * cell the compact input of its kind), virtualised so hundreds of rows stay fast. When a column
 * cannot be edited in a cell (a nested list or group, a recursive tree), RJSF's ArrayField
 * edits each row as a group of fields instead.
 */
// RJSF types every field with the form's data type; this one holds an array of rows.
export function TableField(props: TableFieldProps) {
  const { schema, uiSchema, fieldPathId, registry } = props;
  const items = schema.items;
  const itemSchema = useMemo(
    () =>
      registry.schemaUtils.retrieveSchema(
        items && typeof items === 'object' && !Array.isArray(items) ? items : {},
      ),
    [registry.schemaUtils, items],
  );
  const columns = useMemo(
    () =>
      tableColumns(
        itemSchema,
        rawSchemaAt(registry.rootSchema, [...fieldPathId.path, 0]),
        uiSchema?.items as UiSchema | undefined,
      ),
    [itemSchema, registry.rootSchema, fieldPathId.path, uiSchema?.items],
  );
  if (!columns) return <ArrayField {...(props as FieldProps)} />;
  return <TableGrid {...props} itemSchema={itemSchema} columns={columns} />;
}

function TableGrid(props: TableFieldProps & { itemSchema: RJSFSchema; columns: TableColumn[] }) {
  const { fieldPathId, registry, errorSchema, formData, itemSchema, columns } = props;
  const rows = useMemo(() => (Array.isArray(formData) ? (formData as Row[]) : []), [formData]);
  const locked = Boolean(props.disabled || props.readonly);
  // Rows fixed by the form (`addable`/`removable` false: the KPIs someone else set) keep their
  // cells that are still the user's to fill in.
  const options = getUiOptions(props.uiSchema);
  const fixedRows = locked || (options.addable === false && options.removable === false);
  const title = getUiOptions(props.uiSchema).title ?? props.schema.title ?? props.name;

  // Row callbacks stay the same function for the whole life of the table (so memoised rows do
  // not re-render) and read the latest rows and onChange from here.
  const latest = useRef<Latest>({ rows, onChange: props.onChange, path: fieldPathId.path });
  useEffect(() => {
    latest.current = { rows, onChange: props.onChange, path: fieldPathId.path };
  });
  const onCellChange = useCallback((index: number, column: string, value: unknown) => {
    const { onChange, path } = latest.current;
    onChange(value, [...path, index, column]);
  }, []);
  const onRemove = useCallback((index: number) => {
    const { rows: current, onChange, path } = latest.current;
    onChange(
      current.filter((_, i) => i !== index),
      path,
    );
  }, []);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALISE_FROM;
  // The virtualizer is mutable by design; the compiler's auto-memoisation skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    enabled: virtual,
  });
  const addRow = () => {
    const blank = (registry.schemaUtils.getDefaultFormState(itemSchema, undefined) ?? {}) as Row;
    latest.current.onChange([...rows, blank], fieldPathId.path);
    if (virtual)
      requestAnimationFrame(() => virtualizer.scrollToIndex(rows.length, { align: 'end' }));
  };

  const rowErrors = errorSchema as Record<number, ErrorSchema> | undefined;
  const windowed = virtualizer.getVirtualItems();
  const shown = virtual ? windowed.map((item) => item.index) : rows.map((_, index) => index);
  const padTop = virtual ? (windowed[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (windowed.at(-1)?.end ?? 0) : 0;
  const headingId = titleId(fieldPathId);
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden>
        <td style={{ height, padding: 0 }} colSpan={columns.length + 2} />
      </tr>
    ) : null;

  return (
    <Box id={fieldPathId.$id} minW="0">
      <Flex align="center" justify="space-between" mb="2">
        <Text
          id={headingId}
          fontSize="sm"
          fontWeight="medium"
          data-required={props.required || undefined}
          _after={props.required ? { content: '" *"', color: 'fg.error' } : undefined}
        >
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {rows.length === 1 ? '1 row' : `${rows.length} rows`}
        </Text>
      </Flex>
      <chakra.div ref={scrollRef} maxH="32rem" overflow="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root
          size="sm"
          aria-labelledby={headingId}
          aria-describedby={props.rawErrors?.length ? errorId(fieldPathId) : undefined}
        >
          <Table.Header position="sticky" top="0" zIndex="1" bg="bg">
            <Table.Row>
              <Table.ColumnHeader w="10" textAlign="end">
                #
              </Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.name}
                  _after={column.required ? { content: '" *"', color: 'fg.error' } : undefined}
                >
                  {column.title}
                </Table.ColumnHeader>
              ))}
              {fixedRows ? null : <Table.ColumnHeader w="10" aria-label="Actions" />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {spacer(padTop)}
            {shown.map((index) => (
              <TableRow
                key={index}
                idPrefix={fieldPathId.$id}
                index={index}
                row={rows[index] ?? {}}
                errors={rowErrors?.[index]}
                columns={columns}
                context={registry.formContext}
                locked={locked}
                fixedRows={fixedRows}
                onCellChange={onCellChange}
                onRemove={onRemove}
                measureRef={virtualizer.measureElement}
              />
            ))}
            {spacer(padBottom)}
          </Table.Body>
          <TableTotals columns={columns} rows={rows} trailing={fixedRows ? 0 : 1} />
        </Table.Root>
        {rows.length === 0 ? (
          <Text p="4" color="fg.muted" fontSize="sm">
            No rows yet.
          </Text>
        ) : null}
      </chakra.div>
      {fixedRows ? null : (
        <Button mt="2" size="sm" variant="outline" onClick={addRow}>
          + Add row
        </Button>
      )}
    </Box>
  );
}
