import { Box, Grid, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import type { FormResponse, RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';
import { FormGate } from '../../form-gate';
import { useListQuery } from '../../list/use-list-query';
import type { RecordPageProps } from '../../routes/record-paths';
import { ViewFrame, ViewOff } from '../view-frame';
import { MatrixCell } from './matrix-cell';

interface MatrixProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
}

function Matrix({ form, fields, paths }: MatrixProps) {
  const { definition } = form;
  const matrix = definition.views?.matrix;
  const listQuery = useListQuery(definition);
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const cardFields = (matrix?.cardFields ?? []).flatMap((name) => byName.get(name) ?? []);
  const rowField = byName.get(matrix?.rows ?? '');
  const columnField = byName.get(matrix?.columns ?? '');
  const first = cardFields[0];
  const nameOf = useCallback(
    (item: RecordItem) => (first ? formatFieldValue(first, item.data[first.name]) : '') || 'Record',
    [first],
  );

  if (!matrix || !rowField || !columnField)
    return <ViewOff title={definition.pluralTitle ?? definition.title} view="matrix" />;
  // Highest row value on top, as on a chart's vertical axis.
  const rows = [...(rowField.options ?? [])].reverse();
  const columns = columnField.options ?? [];
  const { query } = listQuery;
  return (
    <ViewFrame
      form={form}
      fields={fields}
      paths={paths}
      view="matrix"
      listQuery={listQuery}
      ownFilters={[matrix.rows, matrix.columns]}
    >
      <Box overflowX="auto">
        <Grid
          role="grid"
          aria-label={`${rowField.title} by ${columnField.title}`}
          templateColumns={`auto repeat(${columns.length}, minmax(200px, 1fr))`}
          gap="2"
          alignItems="stretch"
        >
          {rows.map((row, rowIndex) => (
            <Box key={row} display="contents" role="row">
              <Text role="rowheader" alignSelf="center" fontSize="sm" fontWeight="semibold" pe="2">
                {rowField.title}: {row}
              </Text>
              {columns.map((column, columnIndex) => (
                <Box key={column} role="gridcell">
                  <MatrixCell
                    query={{
                      ...query,
                      filter: { ...query.filter, [matrix.rows]: row, [matrix.columns]: column },
                    }}
                    name={matrix.cells?.[`${row}/${column}`] ?? `${row} / ${column}`}
                    cardFields={cardFields}
                    nameOf={nameOf}
                    viewPath={paths.view}
                    emphasis={Math.floor((rows.length - 1 - rowIndex + columnIndex) / 2)}
                  />
                </Box>
              ))}
            </Box>
          ))}
          {/* The column labels sit under the grid, as on a nine-box: a row of their own. */}
          <Box display="contents" role="row">
            <Box role="gridcell" />
            {columns.map((column) => (
              <Text
                key={column}
                role="columnheader"
                textAlign="center"
                fontSize="sm"
                fontWeight="semibold"
              >
                {columnField.title}: {column}
              </Text>
            ))}
          </Box>
        </Grid>
      </Box>
    </ViewFrame>
  );
}

/** A definition's matrix (`views.matrix`): records placed by two enum fields, e.g. the nine-box. */
export function RecordMatrixPage({ formId, paths }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <Matrix form={form} fields={fields} formId={formId} paths={paths} />}
    </FormGate>
  );
}
