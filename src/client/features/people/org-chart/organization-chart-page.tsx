import { useCan } from '../../../lib/use-grants';
import { Box } from '@chakra-ui/react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useOrganizationChart } from './api/use-organization-chart';
import { OrgChartSkeleton } from './org-chart-skeleton';
import { OrgChartView } from './org-chart-view';

/** `/organization-chart` and `/ers/organization-chart`: who reports to whom. */
export function OrganizationChartPage() {
  const can = useCan();
  const { chart, error, isLoading, retry } = useOrganizationChart();
  return (
    <>
      <PageHeader
        title="Organization chart"
        description="Who reports to whom: every active employee, by the manager in their employee record."
      />
      {isLoading ? (
        <Panel>
          <OrgChartSkeleton />
        </Panel>
      ) : error && !chart ? (
        <Box>
          <LoadError message="The organization chart could not be loaded." onRetry={retry} />
        </Box>
      ) : !chart || chart.employees.length === 0 ? (
        <Panel>
          <EmptyState
            icon="building"
            title="No one on the chart yet"
            description="Active employees appear here once HR adds them to the employee master; their Reports to field draws the lines."
          />
        </Panel>
      ) : (
        <OrgChartView people={chart.employees} linked={can('people.read')} />
      )}
    </>
  );
}
