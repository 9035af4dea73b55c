import type { FILE_TYPES } from '../constants';

/** The media types a `photo` field takes: the stored file types every browser draws as a picture. */
export const PHOTO_TYPES: readonly (typeof FILE_TYPES)[number][] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

/** The same, in words for messages. */
export const PHOTO_TYPE_NAMES = 'PNG, JPEG, GIF or WebP';
