import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import { memo } from 'react';
import type { RecordFormContext } from '../form-context';
import { kindInputs } from '../inputs/kind-inputs';
import { plainError } from '../templates/plain-error';
import type { TableColumn } from './table-columns';

interface TableRowProps {
  idPrefix: string;
  index: number;
  row: Record<string, unknown>;
  errors: ErrorSchema | undefined;
  columns: TableColumn[];
  context: RecordFormContext;
  locked: boolean;
  /** No removing rows. */
  fixedRows: boolean;
  onCellChange: (index: number, column: string, value: unknown) => void;
  onRemove: (index: number) => void;
  /** The virtualizer's measuring ref. */
  measureRef: (element: HTMLTableRowElement | null) => void;
}

function TableRowView(props: TableRowProps) {
  const { idPrefix, index, row, errors, columns, context, locked, fixedRows, measureRef } = props;
  const rowNumber = index + 1;
  return (
    <Table.Row ref={measureRef} data-index={index} verticalAlign="top">
      <Table.Cell color="fg.muted" textAlign="end" pt="3">
        {rowNumber}
      </Table.Cell>
      {columns.map((column) => {
        const id = `${idPrefix}_${index}_${column.name}`;
        const messages = (errors?.[column.name] as ErrorSchema | undefined)?.__errors ?? [];
        const Input = kindInputs[column.input];
        return (
          <Table.Cell key={column.name} minW="36">
            <Stack gap="1">
              <Input
                id={id}
                compact
                value={row[column.name]}
                onChange={(value) => props.onCellChange(index, column.name, value)}
                schema={column.schema}
                context={context}
                label={`${column.title}, row ${rowNumber}`}
                describedBy={messages.length ? `${id}__error` : undefined}
                lookupFormId={column.lookupFormId}
                required={column.required}
                invalid={messages.length > 0}
                disabled={locked || column.readOnly}
              />
              {messages.length ? (
                <Text id={`${id}__error`} fontSize="xs" color="fg.error">
                  {messages.map(plainError).join(' ')}
                </Text>
              ) : null}
            </Stack>
          </Table.Cell>
        );
      })}
      {fixedRows ? null : (
        <Table.Cell>
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Remove row ${rowNumber}`}
            onClick={() => props.onRemove(index)}
          >
            ✕
          </Button>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

/**
 * One editable row, re-rendered only when its own data or errors change, so typing in one row of
 * hundreds stays instant. Rows are compared by value: RJSF rebuilds the whole form data (new
 * objects) on every change.
 */
export const TableRow = memo(TableRowView, (before, after) => {
  const { row, errors, ...rest } = before;
  return (
    Object.entries(rest).every(([key, value]) => after[key as keyof typeof rest] === value) &&
    deepEquals(row, after.row) &&
    deepEquals(errors, after.errors)
  );
});
