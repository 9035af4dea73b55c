import type { Interval } from './dtr-types';

// Every list an operation here takes or returns is normalised: sorted, disjoint, not touching,
// no empty intervals. Lists are short (a day's duties, breaks, punches), so these are linear.

/** A normalised copy of any intervals (overlapping or touching ones merged, empty ones dropped). */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  let last: Interval | undefined;
  for (const { start, end } of sorted) {
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push((last = { start, end }));
  }
  return merged;
}

/** Minutes in both lists. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  for (let x = a[i], y = b[j]; x && y; x = a[i], y = b[j]) {
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) result.push({ start, end });
    if (x.end < y.end) i += 1;
    else j += 1;
  }
  return result;
}

/** Minutes of `a` that are not in `b`. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const result: Interval[] = [];
  let first = 0;
  for (const x of a) {
    while ((b[first]?.end ?? Infinity) <= x.start) first += 1;
    let start = x.start;
    for (let k = first, y = b[k]; y && y.start < x.end; k += 1, y = b[k]) {
      if (y.start > start) result.push({ start, end: y.start });
      start = Math.max(start, y.end);
    }
    if (start < x.end) result.push({ start, end: x.end });
  }
  return result;
}

export function totalMinutes(intervals: readonly Interval[]): number {
  let total = 0;
  for (const { start, end } of intervals) total += end - start;
  return total;
}

/** Minutes one interval shares with a normalised list, without building the intersection. */
export function overlapMinutes(interval: Interval, list: readonly Interval[]): number {
  let total = 0;
  for (const { start, end } of list) {
    total += Math.max(0, Math.min(end, interval.end) - Math.max(start, interval.start));
  }
  return total;
}
