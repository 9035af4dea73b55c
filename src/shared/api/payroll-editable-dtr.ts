import { Type, type Static } from 'typebox';
import { DateText, closed } from './payroll-common';
import { CutoffSchema } from './payroll-cutoffs';

// The editable DTR: a member's days of a cut-off as payroll pays them, and payroll's corrections
// of them (spec: hcm `editable-dtr`).

const CorrectionMinutes = Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 }));

/** `PUT /api/hcm/editable-dtr/:cutoffId/:employeeNumber`: a day's time figures as payroll corrects them. */
export const TimeCorrectionRequestSchema = Type.Object(
  {
    date: DateText,
    lateMinutes: CorrectionMinutes,
    undertimeMinutes: CorrectionMinutes,
    absentMinutes: CorrectionMinutes,
    overtimeMinutes: CorrectionMinutes,
    reason: Type.String({ minLength: 5, maxLength: 300 }),
  },
  closed,
);
export type TimeCorrectionRequest = Static<typeof TimeCorrectionRequestSchema>;

/** `GET /api/hcm/editable-dtr/...`: the member's days of the cut-off as payroll pays them. */
export const EditableDtrSchema = Type.Object({
  cutoff: CutoffSchema,
  employeeNumber: Type.String(),
  /** The master record's name, or null when HR has not created one. */
  employeeName: Type.Union([Type.String(), Type.Null()]),
  days: Type.Array(
    Type.Object({
      date: DateText,
      dayType: Type.String(),
      /** The day's shifts as text, e.g. "08:00–17:00", or "Rest day". */
      schedule: Type.String(),
      scheduledMinutes: Type.Integer(),
      workedMinutes: Type.Integer(),
      lateMinutes: Type.Integer(),
      undertimeMinutes: Type.Integer(),
      absentMinutes: Type.Integer(),
      overtimeMinutes: Type.Integer(),
      nightMinutes: Type.Integer(),
      paidLeaveMinutes: Type.Integer(),
      /** Payroll's correction of this day, when there is one. */
      correction: Type.Union([
        Type.Object({
          reason: Type.String(),
          by: Type.String(),
          at: Type.String({ format: 'date-time' }),
        }),
        Type.Null(),
      ]),
    }),
  ),
});
export type EditableDtr = Static<typeof EditableDtrSchema>;
