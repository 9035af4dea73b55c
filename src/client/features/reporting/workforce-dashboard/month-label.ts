/** "Mar 2026" (`long`) or "Mar '26" (`short`) for a `YYYY-MM` month. */
export function monthLabel(month: string, length: 'long' | 'short' = 'long'): string {
  const name = new Date(`${month}-01T00:00:00Z`).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  return length === 'long' ? `${name} ${month.slice(0, 4)}` : `${name} '${month.slice(2, 4)}`;
}
