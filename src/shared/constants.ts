/** Every date and time is shown in this zone, whatever the browser's own (spec section 9). */
export const DISPLAY_TIMEZONE = 'Asia/Taipei';
/**
 * What people are told the times are: the spec's zone has the Philippines' offset (UTC+8, no
 * daylight saving), and the people who use the product work there.
 */
export const DISPLAY_ZONE_NAME = 'Philippine time';

/** Layout breakpoints in CSS pixels: at or below `mobile` the side menu becomes a drawer. */
export const BREAKPOINTS = { mobile: 767, tablet: 1199 } as const;

/** Attachments (POST /api/files): the largest file and the media types accepted. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The offset of the working day's clock from UTC, in minutes: the Philippines (UTC+8, no
 * daylight saving, the same offset as the display zone). A time record's date is a local date.
 */
export const WORK_UTC_OFFSET_MINUTES = 480;
