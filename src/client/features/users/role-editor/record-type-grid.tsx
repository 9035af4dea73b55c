import { chakra, Table, Text, Wrap } from '@chakra-ui/react';
import { PermissionCheck } from './permission-check';
import { OPERATION_HEADERS, OPERATIONS, type RecordTypeRow } from './permission-sections';

interface RecordTypeGridProps {
  rows: readonly RecordTypeRow[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  readOnly: boolean;
  /** Where the column headers stick (below the section's own header). */
  stickyTop: string;
}

/** One row per record type: what a role may do to all its records, to one's own, and its moves. */
export function RecordTypeGrid({
  rows,
  selected,
  onToggle,
  readOnly,
  stickyTop,
}: RecordTypeGridProps) {
  const sticky = { position: 'sticky', top: stickyTop, zIndex: 1, bg: 'bg.subtle' } as const;
  return (
    <Table.Root size="sm" aria-label="Record types">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader {...sticky} minW="14rem">
            Record type
          </Table.ColumnHeader>
          {OPERATIONS.map((operation) => (
            <Table.ColumnHeader key={operation} {...sticky} textAlign="center" whiteSpace="nowrap">
              {OPERATION_HEADERS[operation]}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader {...sticky} minW="12rem">
            Workflow moves
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.formId}>
            <Table.Cell fontWeight="medium">{row.title}</Table.Cell>
            {OPERATIONS.map((operation) => {
              const permission = row.operations[operation];
              return (
                <Table.Cell key={operation} textAlign="center">
                  {permission ? (
                    <PermissionCheck
                      permission={permission}
                      checked={selected.has(permission.key)}
                      readOnly={readOnly}
                      labelled
                      onToggle={(on) => onToggle(permission.key, on)}
                    />
                  ) : (
                    <Text as="span" color="fg.subtle" aria-label="Not offered">
                      –
                    </Text>
                  )}
                </Table.Cell>
              );
            })}
            <Table.Cell>
              <Wrap gap="3">
                {/* A read-only role lists the moves it may make. */}
                {row.moves
                  .filter((move) => !readOnly || selected.has(move.permission.key))
                  .map(({ permission, label }) => (
                    <chakra.label
                      key={permission.key}
                      display="inline-flex"
                      alignItems="center"
                      gap="1.5"
                      fontSize="sm"
                      whiteSpace="nowrap"
                      cursor={readOnly ? undefined : 'pointer'}
                    >
                      <PermissionCheck
                        permission={permission}
                        checked={selected.has(permission.key)}
                        readOnly={readOnly}
                        labelled
                        onToggle={(on) => onToggle(permission.key, on)}
                      />
                      {label}
                    </chakra.label>
                  ))}
              </Wrap>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
