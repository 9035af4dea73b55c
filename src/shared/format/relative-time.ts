const UNITS = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * "5 minutes ago" / "in 2 days": the largest whole unit of seconds, minutes, hours, days,
 * months (30 days) or years (spec section 9). Under a second reads "just now".
 */
export function relativeTime(value: Date | string | number, now: Date = new Date()): string {
  const diffSeconds = Math.round((now.getTime() - new Date(value).getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  const match = UNITS.find(({ seconds }) => abs >= seconds);
  if (!match) return 'just now';
  const count = Math.floor(abs / match.seconds);
  const label = `${count} ${match.unit}${count === 1 ? '' : 's'}`;
  return diffSeconds >= 0 ? `${label} ago` : `in ${label}`;
}
