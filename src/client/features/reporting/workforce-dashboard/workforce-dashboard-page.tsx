import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import {
  DASHBOARD_MONTH_CHOICES,
  type WorkforceDashboard,
} from '../../../../shared/api/workforce-dashboard';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useWorkforceDashboard } from './api/use-workforce-dashboard';
import { BarList } from './bar-list';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FigureTiles, workforceFigures } from './figure-tiles';
import { MonthChart } from './month-chart';
import { MonthsSelect } from './months-select';

const DEFAULT_MONTHS = 12;

/** The period in `?months=`, one of the offered choices. */
function monthsOf(params: URLSearchParams): number {
  const months = Number(params.get('months'));
  return (DASHBOARD_MONTH_CHOICES as readonly number[]).includes(months) ? months : DEFAULT_MONTHS;
}

function DashboardCharts({ dashboard }: { dashboard: WorkforceDashboard }) {
  const { averageYears } = dashboard.tenure;
  return (
    <>
      <FigureTiles figures={workforceFigures(dashboard)} />
      <MonthChart months={dashboard.byMonth} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <BarList title="Headcount by department" groups={dashboard.byDepartment} />
        <BarList title="Headcount by site" groups={dashboard.bySite} />
        <BarList title="Headcount by employment status" groups={dashboard.byEmploymentStatus} />
        <BarList
          title="Tenure"
          groups={dashboard.tenure.bands}
          note={
            averageYears === null
              ? 'No hire dates on record.'
              : `Average ${averageYears.toFixed(1)} years of service.`
          }
        />
        <BarList
          title="Separations by reason"
          groups={dashboard.separationsByReason}
          note={`Last ${dashboard.months} months.`}
          empty="No separations in the period."
        />
        <BarList title="Headcount by gender" groups={dashboard.byGender} />
        <BarList title="Headcount by age" groups={dashboard.ageBands} />
      </SimpleGrid>
    </>
  );
}

/** `/ers/dashboard`: workforce figures from the employee master, for HR. */
export function WorkforceDashboardPage() {
  const [params, setParams] = useSearchParams();
  const months = monthsOf(params);
  const { dashboard, error, isLoading, isStale, retry } = useWorkforceDashboard(months);
  const choose = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_MONTHS) updated.delete('months');
        else updated.set('months', String(next));
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader
        title="Workforce dashboard"
        description="Headcount, hires, separations and tenure from the employee master, as of today."
        actions={<MonthsSelect value={months} onChange={choose} />}
      />
      {isLoading && !dashboard ? (
        <DashboardSkeleton />
      ) : error && !dashboard ? (
        <Box>
          <LoadError message="The workforce figures could not be loaded." onRetry={retry} />
        </Box>
      ) : !dashboard || dashboard.employees === 0 ? (
        <Panel>
          <EmptyState
            icon="building"
            title="No employees yet"
            description="The figures appear here once HR adds people to the employee master."
          />
        </Panel>
      ) : (
        <Stack gap="0" opacity={isStale ? 0.6 : 1} aria-busy={isStale}>
          <DashboardCharts dashboard={dashboard} />
        </Stack>
      )}
    </>
  );
}
