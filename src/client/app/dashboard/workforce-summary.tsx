import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useWorkforceDashboard } from '../../features/reporting/workforce-dashboard/api/use-workforce-dashboard';
import { DashboardSkeleton } from '../../features/reporting/workforce-dashboard/dashboard-skeleton';
import {
  FigureTiles,
  workforceFigures,
} from '../../features/reporting/workforce-dashboard/figure-tiles';
import { MonthChart } from '../../features/reporting/workforce-dashboard/month-chart';
import { ExpiringDocuments } from './expiring-documents';

/** The figures HR opens the day with: headcount, joiners and leavers, and their months. */
const SUMMARY_MONTHS = 12;

/** HR's home: the workforce at a glance and documents about to lapse, the full dashboard a click away. */
export function WorkforceSummary() {
  const { dashboard, isLoading } = useWorkforceDashboard(SUMMARY_MONTHS);
  return (
    <Stack as="section" aria-labelledby="workforce" gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="workforce" size="md">
          Your workforce
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/ers/dashboard">Open workforce dashboard</RouterLink>
        </Button>
      </Flex>
      {isLoading || !dashboard ? (
        <DashboardSkeleton />
      ) : (
        <>
          <FigureTiles figures={workforceFigures(dashboard).slice(0, 4)} />
          <MonthChart months={dashboard.byMonth} />
        </>
      )}
      <ExpiringDocuments />
    </Stack>
  );
}
