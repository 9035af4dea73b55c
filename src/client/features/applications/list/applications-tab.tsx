import { PagedListPanel } from '../../../components/paged-list-panel';
import { useApplicationPages } from '../api/use-application-pages';
import { ApplicationsTable } from './applications-table';
import { LazyApplicationDrawer } from '../detail/lazy-application-drawer';
import { useViewedApplication } from '../detail/use-viewed-application';

/** Every application the employee filed, newest first; one opens in the applications drawer. */
export function ApplicationsTab({ employeeNumber }: { employeeNumber: string }) {
  const pages = useApplicationPages({ employeeNumber });
  const { viewed, view, close } = useViewedApplication();
  return (
    <>
      <PagedListPanel
        pages={pages}
        loadErrorMessage="The applications could not be loaded."
        empty={{
          icon: 'list',
          title: 'No applications',
          description: 'Leave, overtime and other applications appear here once filed.',
        }}
      >
        <ApplicationsTable items={pages.items} onOpen={view} withKind />
      </PagedListPanel>
      <LazyApplicationDrawer id={viewed} onClose={close} onChanged={pages.retry} />
    </>
  );
}
