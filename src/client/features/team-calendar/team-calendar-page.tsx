import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DatesSetArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import type { TeamCalendar, TeamCalendarQuery } from '../../../shared/api/team-calendar';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ToggleButtons } from '../../components/toggle-buttons';
import { useReportFilters } from '../../lib/use-report-filters';
import { useViewport } from '../../lib/use-viewport';
import { useTeamCalendar } from './api/use-team-calendar';
import { calendarEvents } from './calendar-events';
import { CalendarLegend } from './calendar-legend';
import { CALENDAR_VIEWS, CalendarView, type CalendarViewName } from './calendar-view';
import { SubscribeDialog } from './subscribe-dialog';
import { TeamFiltersBar, type CalendarFilters } from './team-filters-bar';
import { BusySpinner } from '../../../../renderers/inputs/busy-spinner';

const FILTERS = ['scope', 'department', 'site', 'manager'] as const;
const VIEWS: { value: CalendarViewName; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
];

/** The dates the calendar laid out, and what it calls them ("December 2026"). */
interface Shown {
  view: CalendarViewName;
  from: string;
  to: string;
  title: string;
}

const shownOf = ({ view, start, end }: DatesSetArg): Shown => ({
  view: view.type === CALENDAR_VIEWS.week ? 'week' : 'month',
  from: dayjs(start).format('YYYY-MM-DD'),
  // FullCalendar's end is the day after the last one shown.
  to: dayjs(end).subtract(1, 'day').format('YYYY-MM-DD'),
  title: view.title,
});

/** What is said above the calendar about the answer: nobody in view, or only some shown. */
function summaryOf(data: TeamCalendar, filtered: boolean) {
  if (data.people.length === 0)
    return (
      <EmptyState
        icon="list"
        title={filtered ? 'Nobody matches these filters' : 'Nobody in view'}
        description={
          filtered
            ? 'Choose other filters; the holidays still show below.'
            : 'Your team is your department and the people who report to you: ask HR to set them on your employee record.'
        }
      />
    );
  if (data.total > data.people.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        Showing the first {data.people.length} of {data.total} people: narrow it with a filter.
      </Text>
    );
  return null;
}

/** `/team-calendar`: who of one's team (or, for HR, of the organisation) is out when. */
export function TeamCalendarPage() {
  const viewport = useViewport();
  const [initialView] = useState<CalendarViewName>(viewport === 'mobile' ? 'week' : 'month');
  const calendarRef = useRef<FullCalendar>(null);
  const { filters: inAddress, setFilters } = useReportFilters(FILTERS);
  const filters: CalendarFilters = {
    ...inAddress,
    scope: inAddress.scope === 'organization' ? 'organization' : undefined,
  };
  const [shown, setShown] = useState<Shown | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const query: TeamCalendarQuery | null = shown
    ? { from: shown.from, to: shown.to, ...filters }
    : null;
  const { data, error, isLoading, retry } = useTeamCalendar(query);
  const layout = shown?.view === 'week' ? 'list' : 'grid';
  const events = useMemo(() => (data ? calendarEvents(data, layout) : []), [data, layout]);
  const calendar = () => calendarRef.current?.getApi();
  const unit = shown?.view ?? initialView;
  const filtered = Boolean(filters.department || filters.site || filters.manager);

  return (
    <>
      <PageHeader
        title="Team calendar"
        description="Who is on leave or official business, the holidays and rest days."
        actions={
          <Button size="sm" variant="outline" onClick={() => setSubscribing(true)}>
            Subscribe (iCalendar)
          </Button>
        }
      />
      <Stack gap="4">
        <TeamFiltersBar
          filters={filters}
          choices={data?.filters}
          canSeeOrganization={data?.canSeeOrganization ?? false}
          onChange={setFilters}
        />
        {error && !data ? (
          <LoadError message="The calendar could not be loaded." onRetry={retry} />
        ) : null}
        {data ? summaryOf(data, filtered) : null}
        <Panel p={{ base: '3', md: '5' }} overflow="visible">
          <Stack gap="4">
            <Flex gap="3" wrap="wrap" align="center" justify="space-between">
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => calendar()?.prev()}>
                  Previous {unit}
                </Button>
                <Button size="sm" variant="outline" onClick={() => calendar()?.today()}>
                  Today
                </Button>
                <Button size="sm" variant="outline" onClick={() => calendar()?.next()}>
                  Next {unit}
                </Button>
              </HStack>
              <HStack gap="2" aria-live="polite">
                <Heading as="h2" size="md">
                  {shown?.title}
                </Heading>
                {isLoading ? <BusySpinner size="sm" color="brand.solid" label="Loading" /> : null}
              </HStack>
              <ToggleButtons
                label="View"
                value={unit}
                options={VIEWS}
                onChange={(view) => calendar()?.changeView(CALENDAR_VIEWS[view])}
              />
            </Flex>
            <CalendarLegend />
            <CalendarView
              calendarRef={calendarRef}
              initialView={initialView}
              events={events}
              onDatesSet={(arg) => setShown(shownOf(arg))}
            />
          </Stack>
        </Panel>
      </Stack>
      {subscribing ? <SubscribeDialog onClose={() => setSubscribing(false)} /> : null}
    </>
  );
}
