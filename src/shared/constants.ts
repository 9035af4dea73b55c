/** Every date and time is shown in this zone, whatever the browser's own (spec section 9). */
export const DISPLAY_TIMEZONE = 'Asia/Taipei';

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
