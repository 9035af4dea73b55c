import type { Duty, Interval } from './dtr-types';
import { intersect, normalize, subtract } from './intervals';

export interface Shortfall {
  late: number;
  undertime: number;
  /** Minutes of duties with nothing covered at all. */
  absent: number;
}

/**
 * Uncovered duty minutes, duty by duty, given what covers them (work, official business, leave;
 * normalised). Before a duty's first covered minute they are late, after it undertime; a duty with
 * nothing covered is absence. Breaks are never counted, however many there are.
 */
export function dutyShortfall(duties: readonly Duty[], coverage: readonly Interval[]): Shortfall {
  const shortfall: Shortfall = { late: 0, undertime: 0, absent: 0 };
  for (const duty of duties) {
    const net = subtract([{ start: duty.start, end: duty.end }], normalize(duty.breaks));
    const firstCovered = intersect(net, coverage)[0]?.start;
    for (const gap of subtract(net, coverage)) {
      const minutes = gap.end - gap.start;
      if (firstCovered === undefined) shortfall.absent += minutes;
      else if (gap.end <= firstCovered) shortfall.late += minutes;
      else shortfall.undertime += minutes;
    }
  }
  return shortfall;
}
