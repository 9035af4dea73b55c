import type { Duty, Interval } from './dtr-types';
import { intersect, normalize, subtract, totalMinutes } from './intervals';

/**
 * A duty whose break may be taken at any time (a break duration rather than break times) with
 * the break laid down where it was taken: on the time away inside the duty, between its first
 * and last covered minute, earliest first; whatever was not taken comes off the duty's end
 * (someone who worked through their break may leave that much earlier). The result has only
 * fixed breaks, so the rest of the rules treat both kinds alike. `coverage` is normalised.
 */
export function placeFloatingBreak(duty: Duty, coverage: readonly Interval[]): Duty {
  if (!duty.floatingBreak) return duty;
  const net = subtract([{ start: duty.start, end: duty.end }], normalize(duty.breaks));
  const covered = intersect(net, coverage);
  let left = Math.min(duty.floatingBreak, totalMinutes(net));
  const taken: Interval[] = [];
  const first = covered[0];
  const last = covered[covered.length - 1];
  if (first && last) {
    const away = subtract(intersect(net, [{ start: first.start, end: last.end }]), coverage);
    for (const gap of away) {
      const minutes = Math.min(left, gap.end - gap.start);
      if (minutes > 0) taken.push({ start: gap.start, end: gap.start + minutes });
      left -= minutes;
    }
  }
  for (const span of [...net].reverse()) {
    const minutes = Math.min(left, span.end - span.start);
    if (minutes > 0) taken.push({ start: span.end - minutes, end: span.end });
    left -= minutes;
  }
  return { start: duty.start, end: duty.end, breaks: normalize([...duty.breaks, ...taken]) };
}
