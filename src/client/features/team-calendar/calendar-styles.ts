import type { SystemStyleObject } from '@chakra-ui/react';

const token = (name: string) => `var(--chakra-colors-${name.replaceAll('.', '-')})`;

/** An event's colours, as FullCalendar reads them from its custom properties. */
const colours = (background: string, border: string, text: string) => ({
  '--fc-event-bg-color': token(background),
  '--fc-event-border-color': token(border),
  '--fc-event-text-color': token(text),
});

/**
 * FullCalendar in the app's colours. Pending time away is drawn with a dashed outline on white
 * besides saying "(pending)", so it is told apart without colour; whole-day marks keep their
 * text readable (FullCalendar fades background events, text included, by default).
 */
export const calendarStyles: SystemStyleObject = {
  '--fc-border-color': token('border'),
  '--fc-page-bg-color': token('bg'),
  '--fc-neutral-bg-color': token('bg.muted'),
  '--fc-today-bg-color': token('brand.subtle'),
  '--fc-bg-event-opacity': '1',
  '--fc-list-event-hover-bg-color': token('bg.muted'),
  '& .fc': { fontSize: 'sm' },
  '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'fg' },
  // Other months' days muted in colour, not faded: a fade fails contrast and sinks the number
  // below the whole-day marks.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
  '& .fc .fc-day-other .fc-daygrid-day-number': { color: 'fg.muted' },
  '& .fc .fc-list-day-cushion': { bg: 'bg.muted' },
  // Beside the day's number on one line, or under it on a phone's narrow days.
  '& .fc .fc-bg-event .fc-event-title': {
    fontStyle: 'normal',
    color: 'fg',
    fontWeight: 'medium',
    fontSize: { base: '2xs', md: 'xs' },
    margin: { base: '1.75rem 0.25rem 0', md: '0.5em 2.25rem 0 0.5em' },
    whiteSpace: { base: 'normal', md: 'nowrap' },
    overflowWrap: 'anywhere',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .fc .hcm-holiday': { '--fc-bg-event-color': token('orange.subtle') },
  '& .fc .hcm-rest-day': { '--fc-bg-event-color': token('bg.muted') },
  '& .fc .hcm-rest-day .fc-event-title': { color: 'fg.muted' },
  '& .fc .hcm-approved.hcm-leave': colours('brand.solid', 'brand.solid', 'brand.contrast'),
  '& .fc .hcm-approved.hcm-official-business': colours('teal.700', 'teal.700', 'white'),
  '& .fc .fc-h-event.hcm-pending': { borderStyle: 'dashed', borderWidth: '2px' },
  '& .fc .hcm-pending.hcm-leave': colours('bg', 'brand.solid', 'fg'),
  '& .fc .hcm-pending.hcm-official-business': colours('bg', 'teal.700', 'fg'),
  '& .fc .hcm-own-rest-day': colours('bg.muted', 'border', 'fg.muted'),
  '& .fc .fc-list-event.hcm-pending .fc-list-event-dot': { borderStyle: 'dashed' },
  '& .fc .fc-list-event.hcm-holiday': { '--fc-event-border-color': token('orange.solid') },
  '& .fc .fc-list-event.hcm-rest-day': { '--fc-event-border-color': token('border') },
};
