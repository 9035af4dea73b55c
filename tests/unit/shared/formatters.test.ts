import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/shared/format/date-time';
import { environmentForHost } from '../../../src/shared/format/environment';
import { formatFileSize } from '../../../src/shared/format/file-size';
import { ordinal } from '../../../src/shared/format/ordinal';
import { relativeTime } from '../../../src/shared/format/relative-time';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [1, '1 second ago'],
    [45, '45 seconds ago'],
    [60, '1 minute ago'],
    [7200, '2 hours ago'],
    [86_400 * 3, '3 days ago'],
    [86_400 * 29, '29 days ago'],
    [86_400 * 30, '1 month ago'],
    [86_400 * 364, '12 months ago'],
    [86_400 * 365 * 2, '2 years ago'],
    [-3600, 'in 1 hour'],
  ])('%i seconds before now reads %j', (seconds, expected) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(expected);
  });
});

describe('formatFileSize (base 1024)', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4 * 3, '3 TB'],
    [1024 ** 5, '1024 TB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('%i -> %s', (n, expected) => expect(ordinal(n)).toBe(expected));
});

describe('environmentForHost', () => {
  const hosts = { release: ['release.hcm.example'], prod: ['hcm.example'] };
  it('maps listed hosts and treats every other host as develop', () => {
    expect(environmentForHost('hcm.example', hosts)).toBe('prod');
    expect(environmentForHost('HCM.example:443', hosts)).toBe('prod');
    expect(environmentForHost('release.hcm.example', hosts)).toBe('release');
    expect(environmentForHost('localhost:3000', hosts)).toBe('develop');
    expect(environmentForHost('other.example', hosts)).toBe('develop');
  });
});

describe('formatDateTime', () => {
  it('shows instants in Asia/Taipei (UTC+8), whatever the machine zone', () => {
    expect(formatDateTime('2026-11-21T16:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-22 00:30');
  });
});
