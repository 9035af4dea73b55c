import { Box, Grid, Heading, Table } from '@chakra-ui/react';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { formatScalar, isFigure, type PayrollScalar } from '../decimal-text';
import { payrollLabel } from '../payroll-labels';

type Data = Record<string, unknown>;

const isScalar = (value: unknown): value is PayrollScalar =>
  ['string', 'number', 'boolean'].includes(typeof value);

const isObject = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The keys of some data in its schema's order (the database keeps its own), unknown ones last. */
const keysOf = (schema: JsonSchemaNode | undefined, data: Data) => {
  const known = Object.keys(schema?.properties ?? {}).filter((key) => key in data);
  return [...known, ...Object.keys(data).filter((key) => !known.includes(key))];
};

const shown = (value: unknown) => (isScalar(value) ? formatScalar(value) : '—');

const isFigureValue = (value: unknown) => isScalar(value) && isFigure(value);

/** Figures are right-aligned in tabular type, so their digits line up. */
const FIGURE = { textAlign: 'end', fontFamily: 'mono', whiteSpace: 'nowrap' } as const;

/** Scalars as label and value rows. */
function KeyValueTable({
  schema,
  data,
  keys,
}: {
  schema?: JsonSchemaNode;
  data: Data;
  keys: string[];
}) {
  return (
    <Table.Root size="sm" maxW="32rem">
      <Table.Body>
        {keys.map((key) => (
          <Table.Row key={key}>
            <Table.Cell as="th" scope="row" fontWeight="normal" color="fg.muted" ps="0">
              {schema?.properties?.[key]?.title ?? payrollLabel(key)}
            </Table.Cell>
            <Table.Cell {...(isFigureValue(data[key]) ? FIGURE : {})} textAlign="end" pe="0">
              {shown(data[key])}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Rows of like objects (brackets, wage rates), or named like objects (day types), as a grid. */
function RowsTable(props: {
  rows: [string | null, Data][];
  columns: string[];
  rowHeader?: string;
  maxW?: string;
}) {
  const { rows, columns, rowHeader } = props;
  const figures = new Set(
    columns.filter((column) => rows.every(([, row]) => isFigureValue(row[column]))),
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW={props.maxW}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {rowHeader ? <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader> : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column} textAlign={figures.has(column) ? 'end' : undefined}>
                {payrollLabel(column)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([name, row], index) => (
            <Table.Row key={name ?? index}>
              {name !== null ? (
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {payrollLabel(name)}
                </Table.Cell>
              ) : null}
              {columns.map((column) => (
                <Table.Cell key={column} {...(figures.has(column) ? FIGURE : {})}>
                  {shown(row[column])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One nested part of a table's data, by its shape. */
function Section({
  name,
  schema,
  value,
}: {
  name: string;
  schema?: JsonSchemaNode;
  value: unknown;
}) {
  let body;
  if (Array.isArray(value)) {
    const rows = value.filter(isObject);
    const columns = keysOf(schema?.items, Object.assign({}, ...rows) as Data);
    body = <RowsTable rows={rows.map((row) => [null, row])} columns={columns} />;
  } else if (isObject(value) && Object.values(value).every(isObject)) {
    const names = keysOf(schema, value);
    const first = schema?.properties?.[names[0] ?? ''];
    const columns = keysOf(first, Object.assign({}, ...Object.values(value)) as Data);
    body = (
      <RowsTable
        maxW="48rem"
        rows={names.map((row) => [row, value[row] as Data])}
        columns={columns}
        // Each row is one of the group's entries: "day_types" -> "Day type".
        rowHeader={payrollLabel(name.replace(/s$/, ''))}
      />
    );
  } else if (isObject(value)) {
    body = <KeyValueTable schema={schema} data={value} keys={keysOf(schema, value)} />;
  }
  return (
    <Box as="section" minW="0">
      <Heading as="h4" size="sm" mb="2">
        {payrollLabel(name)}
      </Heading>
      {body}
    </Box>
  );
}

/**
 * A version's data laid out by its shape, in its schema's order: plain figures as label and
 * value rows, lists (tax brackets, wage rates) and named groups (day types) as tables.
 */
export function TableDataView({ schema, data }: { schema: JsonSchemaNode; data: Data }) {
  const keys = keysOf(schema, data);
  const scalars = keys.filter((key) => isScalar(data[key]));
  const nested = keys.filter((key) => !isScalar(data[key]));
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(18rem, 1fr))" gap="6">
      {scalars.length > 0 ? (
        <Box gridColumn="1 / -1">
          <KeyValueTable schema={schema} data={data} keys={scalars} />
        </Box>
      ) : null}
      {nested.map((key) => (
        <Box key={key} gridColumn={isObject(data[key]) ? '1 / -1' : undefined}>
          <Section name={key} schema={schema.properties?.[key]} value={data[key]} />
        </Box>
      ))}
    </Grid>
  );
}
