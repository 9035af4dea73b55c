import type { DtrDay, Punch } from '../../shared/api/timekeeping';
import { workClock } from '../../shared/timekeeping/time-labels';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { insertPunch, lastPunch } from './punches.repository';
import { recomputeDtr } from './recompute-dtr';
import { dateAfter } from './schedule-calendar';

/** A repeated punch in the same direction sooner than this is a double click, not a new day. */
const REPEAT_WINDOW_MS = 16 * 3_600_000;

type Direction = Punch['direction'];

/**
 * The punch after `last`: time out after a time in, except that a time in older than the repeat
 * window was a forgotten time out, so the next shift starts with a time in. Device logs without
 * a direction follow the same rule.
 */
export function nextDirection(last: Pick<Punch, 'at' | 'direction'> | null, now: Date): Direction {
  if (last?.direction !== 'in') return 'in';
  return now.getTime() - Date.parse(last.at) < REPEAT_WINDOW_MS ? 'out' : 'in';
}

export interface PunchInput {
  employeeNumber: string;
  /** Omitted: the direction after the employee's last punch. */
  direction?: Direction;
  source: Punch['source'];
  recordedBy: string;
}

/**
 * Stamps one punch with the server's clock (the only clock) and recomputes the time record it
 * lands on. Every live punch (web bundy, kiosk) goes through here, so they share one rule set:
 * one punch at a time per employee, and no second punch in the same direction within 16 hours.
 */
export async function takePunch(
  tx: Tx,
  orgId: string,
  input: PunchInput,
): Promise<{ punch: Punch; day: DtrDay | null }> {
  const { employeeNumber } = input;
  // One punch at a time per employee: a double click waits, then sees the first punch.
  await lockBusinessKey(tx, orgId, 'punch', employeeNumber);
  const now = new Date();
  const last = await lastPunch(tx, orgId, employeeNumber);
  const direction = input.direction ?? nextDirection(last, now);
  if (last?.direction === direction && now.getTime() - Date.parse(last.at) < REPEAT_WINDOW_MS)
    throw new AppError(
      'conflict',
      `You already timed ${direction} at ${workClock(last.at).replace('T', ' ')}. Time ${direction === 'in' ? 'out' : 'in'} first.`,
    );
  const punch = await insertPunch(tx, orgId, {
    employeeNumber,
    at: now,
    direction,
    source: input.source,
    recordedBy: input.recordedBy,
  });
  // An overnight shift's time out lands on the next date: recompute the day before too.
  const today = workClock(now).slice(0, 10);
  const computed = await recomputeDtr(tx, orgId, employeeNumber, dateAfter(today, -1), today);
  return { punch, day: computed?.days.at(-1) ?? null };
}
