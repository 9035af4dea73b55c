import type { DtrException, Interval, LocalMinute } from './dtr-types';
import { overlapMinutes } from './intervals';
import { dayIndexOf } from './local-time';
import type { LonePunch, PunchPairs } from './punch-pairs';

/** Worked intervals and punch exceptions per input day (index 0 is the first date given). */
export interface AttributedPunches {
  worked: Interval[][];
  exceptions: Set<DtrException>[];
}

// A lone punch up to 4 h before or after a date's window (early in, late out) still belongs to it.
const LONE_PUNCH_REACH = 240;

/**
 * Gives each worked interval to the date whose duty or approved-overtime window it overlaps most
 * (else the date it starts on), so an overnight shift stays with the date it started on. Lone
 * punches raise their exception on the date whose window is nearest.
 *
 * `windows[i]` is the normalised duties and approved overtime of input day i, which is
 * `firstDay` days after 1970-01-01.
 */
export function attributePunches(
  pairs: PunchPairs,
  windows: readonly Interval[][],
  firstDay: number,
): AttributedPunches {
  const worked = windows.map((): Interval[] => []);
  const exceptions = windows.map(() => new Set<DtrException>());
  for (const pair of pairs.worked) {
    worked[mostOverlapped(pair, windows, firstDay)]?.push(pair);
  }
  for (const punch of pairs.lone) {
    exceptions[nearest(punch, windows, firstDay)]?.add(punch.exception);
  }
  return { worked, exceptions };
}

function mostOverlapped(pair: Interval, windows: readonly Interval[][], firstDay: number): number {
  const startDay = dayIndexOf(pair.start) - firstDay;
  const lastDay = dayIndexOf(pair.end - 1) - firstDay;
  let best = startDay;
  let bestOverlap = 0;
  // A window of the date before can reach into this one (an overnight duty); earlier dates win ties.
  for (let day = startDay - 1; day <= lastDay; day += 1) {
    const overlap = overlapMinutes(pair, windows[day] ?? []);
    if (overlap > bestOverlap) {
      best = day;
      bestOverlap = overlap;
    }
  }
  return best;
}

function nearest(punch: LonePunch, windows: readonly Interval[][], firstDay: number): number {
  const ownDay = dayIndexOf(punch.at) - firstDay;
  let best = ownDay;
  let bestDistance = Infinity;
  for (let day = ownDay - 1; day <= ownDay + 1; day += 1) {
    for (const window of windows[day] ?? []) {
      const distance = distanceTo(punch.at, window);
      // On a tie between back-to-back shifts, an in starts the later one and an out ends the earlier.
      const better =
        distance < bestDistance || (distance === bestDistance && punch.exception === 'missing-out');
      if (distance <= LONE_PUNCH_REACH && better) {
        best = day;
        bestDistance = distance;
      }
    }
  }
  return best;
}

function distanceTo(at: LocalMinute, window: Interval): number {
  if (at < window.start) return window.start - at;
  return Math.max(0, at - window.end);
}
