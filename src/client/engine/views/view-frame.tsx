import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FormResponse } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import type { PageView } from '../../../shared/forms/page-views';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ListToolbar } from '../list/list-toolbar';
import type { useListQuery } from '../list/use-list-query';
import type { RecordPaths } from '../routes/record-paths';
import { ViewSwitcher } from './view-switcher';

interface ViewFrameProps {
  form: FormResponse;
  fields: FieldInfo[];
  paths: RecordPaths;
  view: PageView;
  listQuery: ReturnType<typeof useListQuery>;
  /** Filters this view sets itself (the board's column field) are not offered. */
  ownFilters?: string[];
  actions?: ReactNode;
  children: ReactNode;
}

/** A view's page: the title, the view switcher, the list's search and filters, the view. */
export function ViewFrame(props: ViewFrameProps) {
  const { form, fields, paths, view, listQuery, ownFilters = [], actions, children } = props;
  const { definition } = form;
  const title = definition.pluralTitle ?? definition.title;
  const filterFields = fields.filter(
    (field) => definition.list.filters.includes(field.name) && !ownFilters.includes(field.name),
  );
  return (
    <>
      <PageHeader
        title={title}
        description={definition.description}
        actions={
          <HStack gap="3" wrap="wrap">
            <ViewSwitcher views={definition.views} listPath={paths.list} current={view} />
            {actions}
          </HStack>
        }
      />
      <ListToolbar title={title} listQuery={listQuery} filterFields={filterFields} />
      {children}
    </>
  );
}

/** What a view's URL shows when its definition does not turn that view on. */
export function ViewOff({ title, view }: { title: string; view: PageView }) {
  return (
    <Panel>
      <EmptyState
        icon="list"
        title={`${title} have no ${view}`}
        description="This view is not turned on for this record type."
      />
    </Panel>
  );
}
