import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { checkApplication } from '../../../../src/server/applications/application-checks';
import type { LiveApplication } from '../../../../src/server/approvals/application-row';
import type { FiledDetails } from '../../../../src/shared/api/application-details';
import { spanOf } from '../../../../src/shared/applications/application-summary';
import { OrgFlagsSchema, type OrgFlags } from '../../../../src/shared/org-flags';

const flags = Value.Default(OrgFlagsSchema, {}) as OrgFlags;
// Saturday 21 Nov 2026: the open cut-offs are Nov 1-15 and Nov 16-30.
const ctx = (live: LiveApplication[] = [], extra = {}) => ({
  today: '2026-11-21',
  flags,
  live,
  ...extra,
});

const leave = (dateFrom: string, dateTo = dateFrom, dayPart = 'Whole day') =>
  ({
    kind: 'leave',
    details: { leaveType: 'Vacation leave', dateFrom, dateTo, dayPart, reason: 'Trip' },
  }) as FiledDetails;
const overtime = (date: string, startTime: string, endTime: string) =>
  ({
    kind: 'overtime',
    details: {
      overtimeType: 'Overtime',
      date,
      startTime,
      endTime,
      creditAsCto: false,
      reason: 'x',
    },
  }) as FiledDetails;
const live = (filed: FiledDetails, status = 'Pending'): LiveApplication => ({
  id: 'other',
  kind: filed.kind,
  status,
  ...spanOf(filed),
  details: filed.details,
});

const paths = (errors: { path: string }[]) => errors.map((error) => error.path);

describe('application checks', () => {
  it('accepts a plain leave in an open cut-off', () => {
    expect(checkApplication(leave('2026-11-02', '2026-11-03'), ctx())).toEqual([]);
  });

  it('locks dates before the previous cut-off and far-future ones', () => {
    expect(checkApplication(leave('2026-10-31'), ctx())).toEqual([
      {
        path: '/details/dateFrom',
        message: 'Dates before 2026-11-01 are in a closed cut-off; ask HR to adjust them.',
      },
    ]);
    expect(paths(checkApplication(leave('2027-12-01'), ctx()))).toEqual(['/details/dateFrom']);
  });

  it('wants dates in order, a half day on one date, and windows that last', () => {
    expect(paths(checkApplication(leave('2026-11-25', '2026-11-24'), ctx()))).toEqual([
      '/details/dateTo',
    ]);
    expect(paths(checkApplication(leave('2026-11-24', '2026-11-25', 'First half'), ctx()))).toEqual(
      ['/details/dayPart'],
    );
    expect(paths(checkApplication(overtime('2026-11-24', '18:00', '18:00'), ctx()))).toEqual([
      '/details/endTime',
    ]);
    // 17 hours, across midnight.
    expect(paths(checkApplication(overtime('2026-11-24', '06:00', '23:00'), ctx()))).toEqual([
      '/details/endTime',
    ]);
    expect(checkApplication(overtime('2026-11-24', '22:00', '02:00'), ctx())).toEqual([]);
  });

  it('refuses corrections of the future', () => {
    const future = {
      kind: 'punch-alteration',
      details: { date: '2026-11-22', direction: 'In', time: '08:00', reason: 'Forgot' },
    } as FiledDetails;
    expect(paths(checkApplication(future, ctx()))).toEqual(['/details/date']);
  });

  it("asks for an attachment on a time correction when the organisation's flag says so", () => {
    const correction = {
      kind: 'punch-alteration',
      details: { date: '2026-11-20', direction: 'In', time: '08:00', reason: 'Forgot' },
    } as FiledDetails;
    expect(checkApplication(correction, ctx())).toEqual([]);
    const strict = {
      ...flags,
      punchAlteration: { ...flags.punchAlteration, requiredAttachment: true },
    };
    expect(paths(checkApplication(correction, ctx([], { flags: strict })))).toEqual([
      '/details/attachments',
    ]);
  });

  it('finds clashes: a day taken twice, overlapping overtime, the same punch corrected twice', () => {
    const taken = live(leave('2026-11-24', '2026-11-26'), 'Approved');
    expect(checkApplication(leave('2026-11-26', '2026-11-27'), ctx([taken]))).toEqual([
      {
        path: '/details/dateFrom',
        message: 'This overlaps your approved leave application of 2026-11-24 to 2026-11-26.',
      },
    ]);
    expect(checkApplication(leave('2026-11-27'), ctx([taken]))).toEqual([]);

    const evening = live(overtime('2026-11-24', '18:00', '20:00'));
    expect(
      paths(checkApplication(overtime('2026-11-24', '19:30', '21:00'), ctx([evening]))),
    ).toEqual(['/details/date']);
    expect(checkApplication(overtime('2026-11-24', '20:00', '21:00'), ctx([evening]))).toEqual([]);
    // Overtime does not clash with leave: the rules pay only what was worked.
    expect(checkApplication(overtime('2026-11-25', '18:00', '20:00'), ctx([taken]))).toEqual([]);
  });

  it('reviews a whole cut-off once it has ended, and then closes its dates', () => {
    const review = (cutoffFrom: string, cutoffTo: string) =>
      ({ kind: 'dtr', details: { cutoffFrom, cutoffTo } }) as FiledDetails;
    expect(checkApplication(review('2026-11-01', '2026-11-15'), ctx())).toEqual([]);
    expect(paths(checkApplication(review('2026-11-01', '2026-11-10'), ctx()))).toEqual([
      '/details/cutoffTo',
    ]);
    expect(checkApplication(review('2026-11-16', '2026-11-30'), ctx())).toEqual([
      { path: '/details/cutoffTo', message: 'The cut-off has not ended yet.' },
    ]);
    const approved = live(review('2026-11-01', '2026-11-15'), 'Approved');
    expect(checkApplication(leave('2026-11-13'), ctx([approved]))).toEqual([
      {
        path: '/details/dateFrom',
        message: 'The time record of Nov 1–15, 2026 is approved; ask HR to reopen it.',
      },
    ]);
    expect(checkApplication(leave('2026-11-16'), ctx([approved]))).toEqual([]);
  });
});
