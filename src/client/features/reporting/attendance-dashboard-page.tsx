import { Box, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ATTENDANCE_MAX_DAYS,
  type AttendanceBreakdown,
} from '../../../shared/api/attendance-dashboard';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import { DownloadButton } from '../../components/download-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { apiBlob } from '../../lib/api-client';
import { ToggleButtons } from '../../components/toggle-buttons';
import { FigureTiles } from './workforce-dashboard/figure-tiles';
import { attendanceFigures } from './attendance-figures';
import { AttendanceTable } from './attendance-table';
import { FilterSelect } from '../../components/filter-select';
import { attendancePath, useAttendanceDashboard } from './use-attendance-dashboard';
import { useReportFilters } from '../../lib/use-report-filters';

const BREAKDOWNS: readonly { value: AttendanceBreakdown; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'department', label: 'By department' },
  { value: 'site', label: 'By site' },
];
const GROUP_TITLES: Record<AttendanceBreakdown, string> = {
  day: 'Date',
  department: 'Department',
  site: 'Site',
};

/** Why a period cannot be shown, or null. */
function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The period must end on or after it starts.';
  if (dayjs(to).diff(from, 'day') >= ATTENDANCE_MAX_DAYS)
    return `Choose at most ${ATTENDANCE_MAX_DAYS} days.`;
  return null;
}

/** `/reporting-and-analytics/attendance-dashboard`: attendance of a period from the time records. */
export function AttendanceDashboardPage() {
  const today = todayAtWork();
  const { filters, setFilter } = useReportFilters(['from', 'to', 'department', 'site'] as const);
  const [params] = useSearchParams();
  const period = {
    ...filters,
    from: filters.from ?? `${today.slice(0, 7)}-01`,
    to: filters.to ?? today,
  };
  const [by, setBy] = useState<AttendanceBreakdown>(
    BREAKDOWNS.find((option) => option.value === params.get('by'))?.value ?? 'day',
  );
  const problem = periodProblem(period.from, period.to);
  const { dashboard, error, isLoading, retry } = useAttendanceDashboard(period);
  const rows = dashboard
    ? { day: dashboard.byDay, department: dashboard.byDepartment, site: dashboard.bySite }[by]
    : [];
  const download = (format: 'csv' | 'xlsx') => (
    <DownloadButton
      size="sm"
      disabled={problem !== null}
      fileName={`attendance-by-${by}.${format}`}
      fetchFile={() => apiBlob(attendancePath(period, { format, by }))}
    >
      {format.toUpperCase()}
    </DownloadButton>
  );
  return (
    <>
      <PageHeader
        title="Attendance dashboard"
        description="Attendance, lateness, absences and overtime from the time records, by day, department and site."
        actions={
          <HStack>
            {download('csv')}
            {download('xlsx')}
          </HStack>
        }
      />
      <Flex gap="3" wrap="wrap" mb="2" align="end" role="group" aria-label="Filters">
        <HStack gap="2">
          <Input
            type="date"
            w="11rem"
            aria-label="From"
            value={period.from}
            onChange={(event) => setFilter('from', event.target.value || undefined)}
          />
          <Text color="fg.muted">to</Text>
          <Input
            type="date"
            w="11rem"
            aria-label="To"
            value={period.to}
            onChange={(event) => setFilter('to', event.target.value || undefined)}
          />
        </HStack>
        <FilterSelect
          label="Department"
          all="All departments"
          options={dashboard?.departments ?? []}
          value={filters.department}
          onChange={(value) => setFilter('department', value)}
        />
        <FilterSelect
          label="Site"
          all="All sites"
          options={dashboard?.sites ?? []}
          value={filters.site}
          onChange={(value) => setFilter('site', value)}
        />
      </Flex>
      {problem ? (
        <Text color="fg.error" fontSize="sm" mb="4" role="alert">
          {problem}
        </Text>
      ) : (
        <Box mb="4" />
      )}
      {isLoading && !dashboard ? (
        <Panel>
          <TableSkeleton />
        </Panel>
      ) : error && !dashboard ? (
        <LoadError message="The attendance figures could not be loaded." onRetry={retry} />
      ) : dashboard ? (
        <Stack gap="4">
          <FigureTiles figures={attendanceFigures(dashboard)} />
          <Panel p="0">
            <Flex p="3" justify="space-between" align="center" gap="3" wrap="wrap">
              <ToggleButtons label="Breakdown" value={by} options={BREAKDOWNS} onChange={setBy} />
              <Text fontSize="sm" color="fg.muted">
                Counts are employee-days; {dashboard.from} to {dashboard.to}.
              </Text>
            </Flex>
            <AttendanceTable groupTitle={GROUP_TITLES[by]} rows={rows} totals={dashboard.totals} />
          </Panel>
        </Stack>
      ) : null}
    </>
  );
}
