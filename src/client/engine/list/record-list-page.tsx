import { Button, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FormResponse } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import { FormAlert } from '../../components/form-alert';
import { ResultToast, type ResultMessage } from '../../components/result-toast';
import { PageHeader } from '../../components/page-header';
import { PagedListPanel } from '../../components/paged-list-panel';
import { useRecordPages } from '../api/use-record-pages';
import { recordLabel } from '../api/use-search-records';
import { FormGate } from '../form-gate';
import type { RecordPageProps, RecordPaths } from '../routes/record-paths';
import { ViewSwitcher } from '../views/view-switcher';
import { BulkActionBar } from './bulk-action-bar';
import { changeableInBulk } from './bulk-change-dialog';
import { ExportMenu } from './export-menu';
import { ListToolbar } from './list-toolbar';
import { ListTotal } from './list-total';
import { RecordTable } from './record-table';
import { RestoreButton } from './restore-button';
import { SavedViewsMenu } from './saved-views-menu';
import { sortableFields, useListQuery } from './use-list-query';
import { useVisibleColumns } from './use-visible-columns';

interface RecordListProps {
  form: FormResponse;
  fields: FieldInfo[];
  paths: RecordPaths;
  filter?: Record<string, string> | undefined;
}

function RecordList({ form, fields, paths, filter }: RecordListProps) {
  const { definition, canWrite, canCreate } = form;
  const title = definition.pluralTitle ?? definition.title;
  const navigate = useNavigate();
  const listQuery = useListQuery(definition, filter);
  const columns = useVisibleColumns(definition, fields, {
    columns: listQuery.state.columns,
    setColumns: listQuery.setColumns,
  });
  // The workflow's state even when its column is hidden: picked records offer their steps by it.
  const workflowField = definition.workflow?.field;
  const visibleNames = columns.visible.map((field) => field.name);
  const pages = useRecordPages(
    listQuery.query,
    workflowField && !visibleNames.includes(workflowField)
      ? [...visibleNames, workflowField]
      : visibleNames,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const clearResult = useCallback(() => setResult(null), []);
  // Picked rows belong to the list as it was when picked: another search starts afresh.
  const queryKey = JSON.stringify(listQuery.query);
  const [picked, setPicked] = useState({ queryKey, ids: new Set<string>() });
  const selected = picked.queryKey === queryKey ? picked.ids : new Set<string>();
  const select = (ids: Set<string>) => setPicked({ queryKey, ids });
  const filterFields = fields.filter((field) => definition.list.filters.includes(field.name));
  const { hasMore, loadingMore, error, loadMore } = pages;
  const onNearEnd = useCallback(() => {
    if (hasMore && !loadingMore && !error) loadMore();
  }, [hasMore, loadingMore, error, loadMore]);

  const addButton = canCreate ? (
    <Button asChild>
      <Link to={paths.add}>Add</Link>
    </Button>
  ) : null;
  const searching = Boolean(listQuery.query.q || listQuery.query.filter);

  return (
    <>
      <PageHeader
        title={title}
        description={definition.description}
        actions={
          <HStack gap="3" wrap="wrap">
            <ViewSwitcher views={definition.views} listPath={paths.list} current="list" />
            <SavedViewsMenu
              formId={definition.formId}
              listQuery={listQuery}
              canShare={canWrite}
              onResult={setResult}
            />
            <ExportMenu query={listQuery.query} onError={setProblem} />
            {canCreate && definition.importer ? (
              <Button asChild variant="outline">
                <Link to={definition.importer.route}>Import</Link>
              </Button>
            ) : null}
            {addButton}
          </HStack>
        }
      />
      <ListToolbar
        title={title}
        listQuery={listQuery}
        filterFields={filterFields}
        columns={columns}
      />
      {problem ? <FormAlert status="error">{problem}</FormAlert> : null}
      <PagedListPanel
        pages={pages}
        loadErrorMessage={`The ${title.toLowerCase()} could not be loaded.`}
        empty={{
          icon: 'list',
          title: listQuery.deleted ? 'The bin is empty' : `No ${title.toLowerCase()} found`,
          description: searching
            ? 'Nothing matches the search and filters.'
            : listQuery.deleted
              ? 'Deleted records appear here and can be restored.'
              : undefined,
          action: listQuery.deleted || searching ? undefined : addButton,
        }}
      >
        <Flex px="4" py="2" borderBottomWidth="1px">
          <ListTotal shown={pages.items.length} total={pages.total} />
        </Flex>
        <RecordTable
          items={pages.items}
          columns={columns.visible}
          sort={listQuery.sort}
          sortable={sortableFields(definition)}
          onSort={listQuery.toggleSort}
          onOpen={(record) => void navigate(paths.view(record.id))}
          onNearEnd={onNearEnd}
          selected={selected}
          onSelectionChange={select}
          rowName={(record) => recordLabel(definition, record.data) || title}
          rowAction={
            listQuery.deleted && canWrite
              ? (record) => (
                  <RestoreButton record={record} onRestored={pages.retry} onError={setProblem} />
                )
              : undefined
          }
        />
      </PagedListPanel>
      <BulkActionBar
        definition={definition}
        query={listQuery.query}
        selected={selected}
        picked={pages.items.filter((item) => selected.has(item.id))}
        canRemove={canWrite && canCreate}
        changeable={canWrite ? changeableInBulk(filterFields) : []}
        onClear={() => select(new Set())}
        onChanged={pages.retry}
        onResult={setResult}
      />
      <ResultToast message={result} onClose={clearResult} />
    </>
  );
}

/** A record type's list: search, filters, sortable columns, export and the bin. */
export function RecordListPage({ formId, paths, filter }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <RecordList form={form} fields={fields} paths={paths} filter={filter} />}
    </FormGate>
  );
}
