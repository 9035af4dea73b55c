import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DISPLAY_TIMEZONE } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Formats an instant in the display zone (Asia/Taipei), whatever the viewer's own zone. */
export function formatDateTime(
  value: Date | string | number,
  pattern = 'MMM D, YYYY h:mm A',
): string {
  return dayjs(value).tz(DISPLAY_TIMEZONE).format(pattern);
}
