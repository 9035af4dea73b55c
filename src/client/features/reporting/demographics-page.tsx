import { Box, Flex, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { GroupCount, WorkforceDashboard } from '../../../shared/api/workforce-dashboard';
import { DownloadButton } from '../../components/download-button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { apiBlob } from '../../lib/api-client';
import {
  useWorkforceDashboard,
  workforceDashboardPath,
} from './workforce-dashboard/api/use-workforce-dashboard';
import { BarList } from './workforce-dashboard/bar-list';
import { DashboardSkeleton } from './workforce-dashboard/dashboard-skeleton';
import { FigureTiles, type Figure } from './workforce-dashboard/figure-tiles';
import { FilterSelect } from '../../components/filter-select';
import { useReportFilters } from '../../lib/use-report-filters';

const FILTERS = ['department', 'site', 'employmentType'] as const;
/** Only today's breakdowns are shown: the shortest period keeps the query small. */
const MONTHS = 1;

const labels = (groups: GroupCount[]) => groups.map((group) => group.label).sort();
const share = (count: number, of: number) =>
  of === 0 ? '—' : `${Math.round((count / of) * 100)}%`;

function figuresOf(dashboard: WorkforceDashboard): Figure[] {
  const { headcount } = dashboard;
  const women = dashboard.byGender.find((group) => /^f/i.test(group.label))?.count ?? 0;
  const under35 = dashboard.ageBands.slice(0, 2).reduce((sum, band) => sum + band.count, 0);
  return [
    { label: 'Headcount', value: headcount.toLocaleString('en'), note: 'Active today' },
    { label: 'Women', value: share(women, headcount), note: `${women} of ${headcount}` },
    { label: 'Under 35', value: share(under35, headcount), note: `${under35} of ${headcount}` },
    {
      label: 'Average tenure',
      value:
        dashboard.tenure.averageYears === null
          ? '—'
          : `${dashboard.tenure.averageYears.toFixed(1)} yrs`,
      note: 'Of those with a hire date',
    },
  ];
}

/** `/reporting-and-analytics/demographics-and-diversity`: today's headcount, broken down. */
export function DemographicsPage() {
  const { filters, setFilter } = useReportFilters(FILTERS);
  // The unfiltered figures name every group the filters offer.
  const everyone = useWorkforceDashboard(MONTHS);
  const { dashboard, error, isLoading, retry } = useWorkforceDashboard(MONTHS, filters);
  const download = (format: 'csv' | 'xlsx') => (
    <DownloadButton
      size="sm"
      fileName={`headcount.${format}`}
      fetchFile={() => apiBlob(`${workforceDashboardPath(MONTHS, filters)}&format=${format}`)}
    >
      {format.toUpperCase()}
    </DownloadButton>
  );
  return (
    <>
      <PageHeader
        title="Demographics and diversity"
        description="Who works here today: gender, age, tenure, employment type and site, from the employee master."
        actions={
          <HStack>
            {download('csv')}
            {download('xlsx')}
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" mb="4" role="group" aria-label="Filters">
        <FilterSelect
          label="Department"
          all="All departments"
          options={labels(everyone.dashboard?.byDepartment ?? [])}
          value={filters.department}
          onChange={(value) => setFilter('department', value)}
        />
        <FilterSelect
          label="Site"
          all="All sites"
          options={labels(everyone.dashboard?.bySite ?? [])}
          value={filters.site}
          onChange={(value) => setFilter('site', value)}
        />
        <FilterSelect
          label="Employment type"
          all="All employment types"
          options={labels(everyone.dashboard?.byEmploymentType ?? [])}
          value={filters.employmentType}
          onChange={(value) => setFilter('employmentType', value)}
        />
      </Flex>
      {isLoading && !dashboard ? (
        <DashboardSkeleton />
      ) : error && !dashboard ? (
        <Box>
          <LoadError message="The headcount could not be loaded." onRetry={retry} />
        </Box>
      ) : !dashboard || dashboard.headcount === 0 ? (
        <Panel>
          <EmptyState
            icon="building"
            title="No one to count"
            description="No active employee matches these filters today."
          />
        </Panel>
      ) : (
        <Stack gap="0">
          <FigureTiles figures={figuresOf(dashboard)} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <BarList title="Gender" groups={dashboard.byGender} />
            <BarList title="Age" groups={dashboard.ageBands} />
            <BarList title="Tenure" groups={dashboard.tenure.bands} />
            <BarList title="Employment type" groups={dashboard.byEmploymentType} />
            <BarList title="Employment status" groups={dashboard.byEmploymentStatus} />
            <BarList title="Site" groups={dashboard.bySite} />
            <BarList title="Department" groups={dashboard.byDepartment} />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
