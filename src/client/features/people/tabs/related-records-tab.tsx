import { Box } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RelatedRecords } from '../../../../shared/api/employee-profile';
import type { FormResponse } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { PagedListPanel } from '../../../components/paged-list-panel';
import { useRecordPages } from '../../../engine/api/use-record-pages';
import { recordLabel } from '../../../engine/api/use-search-records';
import { FormGate } from '../../../engine/form-gate';
import { ListTotal } from '../../../engine/list/list-total';
import { RecordTable } from '../../../engine/list/record-table';
import { definitionPaths } from '../../../engine/routes/record-paths';

const NO_SORTING = new Set<string>();

interface RelatedListProps {
  related: RelatedRecords;
  employeeNumber: string;
  form: FormResponse;
  fields: FieldInfo[];
}

/** The definition's list, narrowed to this employee, in its own columns; rows open the record. */
function RelatedList({ related, employeeNumber, form, fields }: RelatedListProps) {
  const navigate = useNavigate();
  const { list } = form.definition;
  const columns = useMemo(
    () => fields.filter((field) => list.columns.includes(field.name)),
    [fields, list.columns],
  );
  // The label names each row to people (a phone's card title) besides the columns.
  const pages = useRecordPages({ form_id: related.formId, employeeNumber }, [
    ...new Set([...columns.map((field) => field.name), ...(list.label ?? [])]),
  ]);
  const { hasMore, loadingMore, error, loadMore } = pages;
  const onNearEnd = useCallback(() => {
    if (hasMore && !loadingMore && !error) loadMore();
  }, [hasMore, loadingMore, error, loadMore]);
  const paths = definitionPaths(related);
  return (
    <PagedListPanel
      pages={pages}
      loadErrorMessage={`The ${related.title.toLowerCase()} could not be loaded.`}
      empty={{
        icon: 'list',
        title: `No ${related.title.toLowerCase()}`,
        description: 'None names this employee.',
      }}
    >
      <Box px="4" py="2" borderBottomWidth="1px">
        <ListTotal shown={pages.items.length} total={pages.total} />
      </Box>
      <RecordTable
        items={pages.items}
        columns={columns}
        sort={list.sort}
        sortable={NO_SORTING}
        onSort={() => undefined}
        onOpen={(record) => void navigate(paths.view(record.id))}
        onNearEnd={onNearEnd}
        rowName={(record) => recordLabel(form.definition, record.data) || related.title}
      />
    </PagedListPanel>
  );
}

/** Another definition's records that name the employee (movements, disciplinary actions...). */
export function RelatedRecordsTab({
  related,
  employeeNumber,
}: {
  related: RelatedRecords;
  employeeNumber: string;
}) {
  return (
    <FormGate formId={related.formId}>
      {(form, fields) => (
        <RelatedList
          related={related}
          employeeNumber={employeeNumber}
          form={form}
          fields={fields}
        />
      )}
    </FormGate>
  );
}
