import { Box, chakra, Grid, GridItem, Table } from '@chakra-ui/react';
import { useMemo, type ComponentType } from 'react';
import type { StoredFile } from '../src/shared/api/records';
import type { FormDefinition } from '../src/shared/forms/definition';
import { describeField, fieldsOf, type FieldInfo } from '../src/shared/forms/fields';
import type { CellProps, StoredFileAccess } from './cells/cell-props';
import { cells } from './cells/cell-registry';
import { PhotoDetailsCell } from './cells/photo-cell';
import { StructuredValue } from './cells/structured-value';
import { RichTextView } from './rich-text/rich-text-view';

type UiNode = Record<string, unknown> | undefined;

const FULL_WIDTH: ReadonlySet<FieldInfo['kind']> = new Set([
  'textarea',
  'richtext',
  'files',
  'table',
  'object',
  'generic',
]);

/** Kinds drawn otherwise here than in a list row: structurally, or (photos) larger. */
const DETAIL_CELLS: Partial<Record<FieldInfo['kind'], ComponentType<CellProps>>> = {
  object: StructuredValue,
  generic: StructuredValue,
  photo: PhotoDetailsCell,
};

interface RecordDetailsProps extends StoredFileAccess {
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>;
  data: Record<string, unknown>;
  openFile: (file: StoredFile) => void;
}

/** A child table read-only: the item's properties as columns, each cell by its kind. */
function DetailsTable(props: {
  field: FieldInfo;
  ui: unknown;
  rows: unknown;
  files: StoredFileAccess;
}) {
  const { field, ui, rows, files } = props;
  const columns = useMemo(() => {
    const itemsUi = (ui as { items?: Record<string, UiNode> } | undefined)?.items;
    return Object.entries(field.schema.items?.properties ?? {}).map(([name, schema]) =>
      describeField(name, schema, itemsUi?.[name]),
    );
  }, [field, ui]);
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  if (list.length === 0) return <chakra.span color="fg.muted">No rows</chakra.span>;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.name}>{column.title}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((row, index) => (
            <Table.Row key={index}>
              {columns.map((column) => {
                const Cell = cells[column.kind];
                return (
                  <Table.Cell key={column.name}>
                    <Cell value={row[column.name]} field={column} {...files} />
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A whole record read-only: label and value for every field of the definition, child tables as
 * tables, rich text rendered (without loading the editor), nested groups and generic values by
 * their structure, files openable, photos as pictures.
 */
export function RecordDetails({ definition, data, ...files }: RecordDetailsProps) {
  const fields = useMemo(() => fieldsOf(definition), [definition]);
  return (
    <Grid
      as="dl"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gapX="6"
      gapY="4"
    >
      {fields.map((field) => {
        const value = data[field.name];
        const Cell = DETAIL_CELLS[field.kind] ?? cells[field.kind];
        return (
          <GridItem
            key={field.name}
            colSpan={{ base: 1, md: FULL_WIDTH.has(field.kind) ? 2 : 1 }}
            minW="0"
          >
            <chakra.dt fontSize="sm" fontWeight="medium" color="fg.muted">
              {field.title}
            </chakra.dt>
            <chakra.dd mt="1" whiteSpace={field.kind === 'textarea' ? 'pre-wrap' : undefined}>
              {field.kind === 'table' ? (
                <DetailsTable
                  field={field}
                  ui={definition.uiSchema?.[field.name]}
                  rows={value}
                  files={files}
                />
              ) : field.kind === 'richtext' ? (
                <RichTextView value={value} />
              ) : field.kind === 'textarea' ? (
                String(value ?? '')
              ) : (
                <Cell value={value} field={field} {...files} />
              )}
            </chakra.dd>
          </GridItem>
        );
      })}
    </Grid>
  );
}
