import { Button, Table } from '@chakra-ui/react';
import { APPLICATION_KINDS } from '../../../../shared/applications/application-kinds';
import { formatDateTime } from '../../../../shared/format/date-time';
import { PagedListPanel } from '../../../components/paged-list-panel';
import { useApplicationPages } from '../../applications/api/use-application-pages';
import { formatSpan } from '../../applications/application-format';
import { LazyApplicationDrawer } from '../../applications/detail/lazy-application-drawer';
import { useViewedApplication } from '../../applications/detail/use-viewed-application';
import { StatusBadge } from '../../applications/status-badge';

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
        <Table.ScrollArea>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Application</Table.ColumnHeader>
                <Table.ColumnHeader>Dates</Table.ColumnHeader>
                <Table.ColumnHeader>Applied</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pages.items.map((item) => (
                <Table.Row key={item.id} cursor="pointer" onClick={() => view(item.id)}>
                  <Table.Cell>
                    {/* The row opens it by mouse; the button by keyboard. */}
                    <Button
                      variant="plain"
                      size="sm"
                      p="0"
                      h="auto"
                      color="brand.fg"
                      textAlign="start"
                      whiteSpace="normal"
                    >
                      {APPLICATION_KINDS[item.kind].label}
                      {item.summary ? ` · ${item.summary}` : ''}
                    </Button>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatSpan(item)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(item.dateApplied)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={item.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </PagedListPanel>
      <LazyApplicationDrawer id={viewed} onClose={close} onChanged={pages.retry} />
    </>
  );
}
