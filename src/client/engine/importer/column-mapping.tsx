import { Badge, chakra, Table, Text } from '@chakra-ui/react';
import type { ColumnMapping, ImportField } from '../../../shared/api/import-batches';

interface ColumnMappingProps {
  mapping: ColumnMapping[];
  fields: ImportField[];
  disabled: boolean;
  onChange: (mapping: ColumnMapping[]) => void;
}

const Select = chakra('select', {
  base: { h: '9', w: 'full', px: '2', bg: 'bg', borderWidth: '1px', rounded: 'md', fontSize: 'sm' },
});

/** Required fields that no column fills yet. */
export const unmappedRequired = (mapping: ColumnMapping[], fields: ImportField[]) =>
  fields.filter(
    (field) => field.required && !mapping.some((column) => column.field === field.name),
  );

/** One select per header of the file: the field it fills, or "Do not import". */
export function ColumnMappingTable({ mapping, fields, disabled, onChange }: ColumnMappingProps) {
  const choose = (header: string, field: string) =>
    onChange(
      mapping.map((column) =>
        column.header === header ? { header, field: field || null } : column,
      ),
    );
  const missing = unmappedRequired(mapping, fields);
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="md">
        <Table.Root size="sm" stickyHeader aria-label="Columns of the file">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Column in the file</Table.ColumnHeader>
              <Table.ColumnHeader>Imported into</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {mapping.map((column) => (
              <Table.Row key={column.header}>
                <Table.Cell whiteSpace="nowrap">{column.header || '(no header)'}</Table.Cell>
                <Table.Cell>
                  <Select
                    aria-label={`Field for column ${column.header}`}
                    value={column.field ?? ''}
                    disabled={disabled}
                    onChange={(event) => choose(column.header, event.target.value)}
                  >
                    <option value="">Do not import</option>
                    {fields.map((field) => (
                      <option key={field.name} value={field.name}>
                        {field.required ? `${field.title} *` : field.title}
                      </option>
                    ))}
                  </Select>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Fields marked * are required.{' '}
        {missing.length > 0 ? (
          <Badge colorPalette="red" variant="subtle">
            Not mapped yet: {missing.map((field) => field.title).join(', ')}
          </Badge>
        ) : null}
      </Text>
    </>
  );
}
