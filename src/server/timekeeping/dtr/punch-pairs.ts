import type { DtrException, Interval, LocalMinute, Punch } from './dtr-types';
import { MINUTES_PER_DAY } from './local-time';

export interface LonePunch {
  at: LocalMinute;
  exception: Extract<DtrException, 'missing-in' | 'missing-out'>;
}

export interface PunchPairs {
  /** In order, disjoint. */
  worked: Interval[];
  /** Punches left without a partner; they add nothing to worked time. */
  lone: LonePunch[];
}

// At the same minute an out sorts first, so it closes the open pair rather than a new one.
const ORDER: Record<Punch['direction'], number> = { out: 0, in: 1 };

/**
 * Worked intervals from raw punches: an in and the out that follows it. An in followed by another
 * in (or by nothing) is a missing out; an out with no in before it is a missing in. The last in,
 * still open at `asOf` and less than a day old, is work in progress up to `asOf`.
 */
export function punchPairs(punches: readonly Punch[], asOf?: LocalMinute): PunchPairs {
  const sorted = [...punches].sort(
    (a, b) => a.at - b.at || ORDER[a.direction] - ORDER[b.direction],
  );
  const worked: Interval[] = [];
  const lone: LonePunch[] = [];
  let openedAt: LocalMinute | undefined;
  for (const { at, direction } of sorted) {
    if (direction === 'in') {
      if (openedAt !== undefined) lone.push({ at: openedAt, exception: 'missing-out' });
      openedAt = at;
    } else if (openedAt === undefined) {
      lone.push({ at, exception: 'missing-in' });
    } else if (at - openedAt > MINUTES_PER_DAY) {
      // No shift lasts over 24 h: the in lost its out, and this out lost its in.
      lone.push({ at: openedAt, exception: 'missing-out' }, { at, exception: 'missing-in' });
      openedAt = undefined;
    } else {
      worked.push({ start: openedAt, end: at });
      openedAt = undefined;
    }
  }
  if (openedAt === undefined) return { worked, lone };
  if (asOf !== undefined && asOf > openedAt && asOf - openedAt <= MINUTES_PER_DAY)
    worked.push({ start: openedAt, end: asOf });
  else lone.push({ at: openedAt, exception: 'missing-out' });
  return { worked, lone };
}
