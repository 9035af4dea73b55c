import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormResponse, RecordItem } from '../../../../shared/api/records';
import type { FieldInfo } from '../../../../shared/forms/fields';
import { formatFieldValue } from '../../../../shared/format/field-value';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { useRecordPages } from '../../api/use-record-pages';
import { FormGate } from '../../form-gate';
import { useListQuery } from '../../list/use-list-query';
import type { RecordPageProps } from '../../routes/record-paths';
import { ViewFrame, ViewOff } from '../view-frame';
import { CalendarDays } from './calendar-days';
import { rangeFilter, recordsByDay, shiftMonth, visibleDays } from './calendar-range';

/** Pages fetched for one visible range at most: a month of a busy calendar, not a year's. */
const MAX_PAGES = 10;

interface CalendarProps extends RecordPageProps {
  form: FormResponse;
  fields: FieldInfo[];
}

function Calendar({ form, fields, paths }: CalendarProps) {
  const { definition } = form;
  const calendar = definition.views?.calendar;
  const navigate = useNavigate();
  const listQuery = useListQuery(definition);
  const [anchor, setAnchor] = useState(() => dayjs().format('YYYY-MM-DD'));
  const byName = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const kindOf = (name: string) => byName.get(name)?.kind ?? 'date';
  const days = useMemo(() => visibleDays(anchor), [anchor]);
  const from = days[0] ?? anchor;
  const to = days[days.length - 1] ?? anchor;
  const titleFields = (calendar?.title ?? []).flatMap((name) => byName.get(name) ?? []);
  const wanted = calendar
    ? [calendar.start, ...(calendar.end ? [calendar.end] : []), ...calendar.title]
    : [];
  const pages = useRecordPages(
    calendar
      ? {
          ...listQuery.query,
          filter: { ...listQuery.query.filter, ...rangeFilter(calendar, kindOf, from, to) },
        }
      : null,
    [...new Set(wanted)],
  );
  // A range shows all its records: the next pages load as soon as the last one is in.
  const { hasMore, loadingMore, error, loadMore } = pages;
  const loadedPages = pages.pages.length;
  useEffect(() => {
    if (hasMore && !loadingMore && !error && loadedPages < MAX_PAGES) loadMore();
  }, [hasMore, loadingMore, error, loadedPages, loadMore]);

  if (!calendar)
    return <ViewOff title={definition.pluralTitle ?? definition.title} view="calendar" />;
  const byDay = recordsByDay(pages.items, calendar, kindOf, days);
  const titleOf = (item: RecordItem) =>
    titleFields
      .map((field) => formatFieldValue(field, item.data[field.name]))
      .filter(Boolean)
      .join(' · ') || 'Record';
  const heading = dayjs(anchor).format('MMMM YYYY');

  return (
    <ViewFrame
      form={form}
      fields={fields}
      paths={paths}
      view="calendar"
      listQuery={listQuery}
      ownFilters={[calendar.start, ...(calendar.end ? [calendar.end] : [])]}
    >
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" aria-live="polite">
          {heading}
        </Heading>
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => setAnchor(shiftMonth(anchor, -1))}>
            Previous month
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setAnchor(dayjs().format('YYYY-MM-DD'))}
          >
            Today
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAnchor(shiftMonth(anchor, 1))}>
            Next month
          </Button>
        </HStack>
      </Flex>
      {error && pages.items.length === 0 ? (
        <Panel p="4">
          <LoadError message="The calendar could not be loaded." onRetry={pages.retry} />
        </Panel>
      ) : (
        <Box aria-busy={pages.isLoading || loadingMore}>
          <CalendarDays
            month={dayjs(anchor).format('YYYY-MM')}
            days={days}
            byDay={byDay}
            titleOf={titleOf}
            onOpen={(item) => void navigate(paths.view(item.id))}
          />
          {!pages.isLoading && pages.items.length === 0 ? (
            <Text color="fg.muted" mt="3">
              Nothing in these days
              {listQuery.query.q || listQuery.query.filter ? ' matches the search and filters' : ''}
              .
            </Text>
          ) : null}
          {hasMore && loadedPages >= MAX_PAGES ? (
            <Text color="fg.muted" mt="3">
              {`Showing the first ${pages.items.length} of ${pages.total?.count ?? 'many'}: narrow the filters to see the rest.`}
            </Text>
          ) : null}
        </Box>
      )}
    </ViewFrame>
  );
}

/** A definition's calendar (`views.calendar`): its records by date, a month or week at a time. */
export function RecordCalendarPage({ formId, paths }: RecordPageProps) {
  return (
    <FormGate formId={formId}>
      {(form, fields) => <Calendar form={form} fields={fields} formId={formId} paths={paths} />}
    </FormGate>
  );
}
