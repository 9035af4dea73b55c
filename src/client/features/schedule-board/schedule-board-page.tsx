import { Button, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleBoardResponse } from '../../../shared/api/schedule-board';
import { OffsetListPanel } from '../../components/offset-list-panel';
import { PageSearch } from '../../components/page-search';
import { PageHeader } from '../../components/page-header';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useRosterListPath } from './api/use-roster-list-path';
import { useScheduleBoard } from './api/use-schedule-board';
import { dateHeading, mondayAfter, thisMonday, weekLabel, weekOf } from './board-week';
import { ScheduleCell } from './schedule-cell';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** The holidays any employee on the page keeps on each date, for the column headings. */
function holidaysByDate({ items }: ScheduleBoardResponse): Map<string, string> {
  const names = new Map<string, Set<string>>();
  for (const item of items)
    for (const day of item.days)
      if (day.holiday) names.set(day.date, (names.get(day.date) ?? new Set()).add(day.holiday));
  return new Map([...names].map(([date, set]) => [date, [...set].join(' · ')]));
}

const sticky = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'bg',
  borderInlineEndWidth: '1px',
} as const;

/** `/workforce-scheduling`: who works when, a week at a time, for the people who plan the work. */
export function ScheduleBoardPage() {
  const [monday, setMonday] = useState(thisMonday);
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const week = weekOf(monday);
  const { data, error, isLoading, retry } = useScheduleBoard({
    ...week,
    limit: PAGE_SIZE,
    offset,
    ...(q ? { q } : {}),
  });
  const rostersPath = useRosterListPath();
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const holidays = data ? holidaysByDate(data) : new Map<string, string>();

  return (
    <>
      <PageHeader
        title="Workforce scheduling"
        description="Each active employee's schedule by day, with rosters, approved schedule changes and leave."
        actions={
          rostersPath ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={rostersPath}>Manage rosters</RouterLink>
            </Button>
          ) : null
        }
      />
      <Flex mb="4" gap="3" align="center" justify="space-between" wrap="wrap">
        <PageSearch
          label="Search employees"
          placeholder="Search name, number or department"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" me="2" aria-live="polite">
            {weekLabel(week.from, week.to)}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setMonday(mondayAfter(monday, -1))}>
            Previous week
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={monday === thisMonday()}
            onClick={() => setMonday(thisMonday())}
          >
            This week
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMonday(mondayAfter(monday, 1))}>
            Next week
          </Button>
        </HStack>
      </Flex>
      <OffsetListPanel
        isLoading={isLoading}
        failed={Boolean(error) && !data}
        loadErrorMessage="The schedules could not be loaded."
        onRetry={retry}
        skeletonRows={8}
        empty={{
          icon: 'list',
          title: q ? 'No employees match' : 'No active employees',
          description: q
            ? 'Try another name, employee number or department.'
            : 'Employees appear here once HR adds them to the employee master.',
        }}
        pager={{
          offset,
          shown: items.length,
          total: total,
          pageSize: PAGE_SIZE,
          onChange: setOffset,
        }}
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...sticky} zIndex="2" minW="56">
                Employee
              </Table.ColumnHeader>
              {data?.dates.map((date) => (
                <Table.ColumnHeader key={date} verticalAlign="top" minW="32">
                  <Text>{dateHeading(date)}</Text>
                  {holidays.has(date) ? (
                    <Text fontSize="xs" fontWeight="normal" color="orange.fg" lineClamp="2">
                      {holidays.get(date)}
                    </Text>
                  ) : null}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.employeeNumber}>
                <Table.Cell {...sticky} verticalAlign="top">
                  <Text fontWeight="medium">{item.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {item.employeeNumber}
                    {item.department ? ` · ${item.department}` : ''}
                  </Text>
                </Table.Cell>
                {item.days.map((day) => (
                  <ScheduleCell key={day.date} day={day} />
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </OffsetListPanel>
    </>
  );
}
