import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DISPLAY_TIMEZONE } from '../../src/shared/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** A stored instant as a datetime-local value in the display zone ('' when empty or invalid). */
export function toZoneInput(iso: string | undefined): string {
  if (!iso) return '';
  const instant = dayjs(iso);
  return instant.isValid() ? instant.tz(DISPLAY_TIMEZONE).format(LOCAL_INPUT) : '';
}

/** A datetime-local value read as display-zone wall time, as an ISO-8601 UTC instant. */
export function fromZoneInput(local: string): string | undefined {
  if (!local) return undefined;
  const instant = dayjs.tz(local, DISPLAY_TIMEZONE);
  return instant.isValid() ? instant.toISOString() : undefined;
}
