import { Type, type Static } from 'typebox';
import { OVERTIME_TYPES } from '../applications/application-kinds';

// What an employee fills in for each application type. These schemas are the apply forms
// (rendered as they stand), the server's validation and, through `Static`, the types.

const DateField = (title: string) => Type.String({ format: 'date', title });
const TimeField = (title: string) =>
  Type.String({
    title,
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    description: 'HH:MM, 24-hour. An end before the start is on the next day.',
  });
const Reason = Type.String({ title: 'Reason', minLength: 3, maxLength: 500 });

export const AttachmentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    size: Type.Integer({ minimum: 0 }),
    type: Type.String({ maxLength: 120 }),
  },
  { additionalProperties: false },
);
const Attachments = Type.Array(AttachmentSchema, { title: 'Attachments', maxItems: 5 });

export const DAY_PARTS = ['Whole day', 'First half', 'Second half'] as const;

export const LeaveDetailsSchema = Type.Object(
  {
    leaveType: Type.String({ title: 'Leave type', minLength: 1, maxLength: 40 }),
    dateFrom: DateField('From'),
    dateTo: DateField('To'),
    dayPart: Type.Enum(DAY_PARTS, {
      title: 'Day part',
      default: 'Whole day',
      description: 'A half day is for a one-day leave only.',
    }),
    reason: Reason,
    attachments: Type.Optional(Attachments),
  },
  { additionalProperties: false },
);

export const OvertimeDetailsSchema = Type.Object(
  {
    overtimeType: Type.Enum(OVERTIME_TYPES, { title: 'Overtime type', default: 'Overtime' }),
    date: DateField('Date'),
    startTime: TimeField('Start'),
    endTime: TimeField('End'),
    creditAsCto: Type.Boolean({
      title: 'Credit as compensatory time off',
      default: false,
      description: 'Once approved, the hours become time off instead of overtime pay.',
    }),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const OfficialBusinessDetailsSchema = Type.Object(
  {
    dateFrom: DateField('From'),
    dateTo: DateField('To'),
    startTime: TimeField('Start'),
    endTime: TimeField('End'),
    destination: Type.String({ title: 'Destination', minLength: 2, maxLength: 200 }),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const PunchAlterationDetailsSchema = Type.Object(
  {
    date: DateField('Date'),
    direction: Type.Enum(['In', 'Out'] as const, { title: 'Punch' }),
    time: TimeField('Time'),
    reason: Reason,
    attachments: Type.Optional(Attachments),
  },
  { additionalProperties: false },
);

export const ChangeWorkScheduleDetailsSchema = Type.Object(
  {
    dateFrom: DateField('From'),
    dateTo: DateField('To'),
    scheduleTemplate: Type.Object(
      {
        id: Type.String({ format: 'uuid' }),
        label: Type.String({ maxLength: 200 }),
      },
      { title: 'New schedule', additionalProperties: false },
    ),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const CtoDetailsSchema = Type.Object(
  {
    date: DateField('Date'),
    minutes: Type.Integer({
      title: 'Minutes off',
      minimum: 30,
      maximum: 480,
      multipleOf: 30,
      description: 'In steps of 30 minutes, up to a whole day (480).',
    }),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const MtaDetailsSchema = Type.Object(
  {
    date: DateField('Date'),
    timeIn: TimeField('Time in'),
    timeOut: TimeField('Time out'),
    reason: Reason,
  },
  { additionalProperties: false },
);

export const DtrReviewDetailsSchema = Type.Object(
  {
    cutoffFrom: DateField('Cut-off from'),
    cutoffTo: DateField('Cut-off to'),
    reason: Type.Optional(Type.String({ title: 'Remarks', maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** The record a staff-filed kind stands for (an ERS movement, a payroll loan, any record). */
const RecordId = (title: string) => Type.String({ format: 'uuid', title });

/** An employee movement as its approvers see it; the movement itself is an ERS record. */
export const MovementDetailsSchema = Type.Object(
  {
    recordId: RecordId('Movement record'),
    movementType: Type.String({ title: 'Movement', minLength: 1, maxLength: 40 }),
    effectiveDate: DateField('Effective date'),
    changes: Type.String({ title: 'Changes', minLength: 1, maxLength: 2000 }),
    reason: Type.String({ title: 'Reason', maxLength: 2000 }),
  },
  { additionalProperties: false },
);

/** A loan as its approvers see it; the loan itself is a payroll record. */
export const LoanDetailsSchema = Type.Object(
  {
    recordId: RecordId('Loan record'),
    loanType: Type.String({ title: 'Loan type', minLength: 1, maxLength: 200 }),
    principal: Type.String({ title: 'Principal', maxLength: 30 }),
    totalPayable: Type.String({ title: 'Total to repay', maxLength: 30 }),
    amortization: Type.String({ title: 'Deduction per cut-off', maxLength: 30 }),
    startDate: DateField('First deduction in the cut-off of'),
    purpose: Type.Optional(Type.String({ title: 'Purpose', maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** A record moved by a declared workflow's transition, waiting for approval in its `to` state. */
export const RecordTransitionDetailsSchema = Type.Object(
  {
    recordId: RecordId('Record'),
    formId: Type.String({ title: 'Form', minLength: 1, maxLength: 48 }),
    form: Type.String({ title: 'Record type', minLength: 1, maxLength: 80 }),
    record: Type.String({ title: 'Record', maxLength: 300 }),
    action: Type.String({ title: 'Action', minLength: 1, maxLength: 40 }),
    from: Type.String({ title: 'From', minLength: 1, maxLength: 40 }),
    to: Type.String({ title: 'Waiting as', minLength: 1, maxLength: 40 }),
    filedOn: DateField('Filed on'),
    remark: Type.Optional(Type.String({ title: 'Remark', maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const APPLICATION_DETAILS_SCHEMAS = {
  leave: LeaveDetailsSchema,
  overtime: OvertimeDetailsSchema,
  'official-business': OfficialBusinessDetailsSchema,
  'punch-alteration': PunchAlterationDetailsSchema,
  'change-work-schedule': ChangeWorkScheduleDetailsSchema,
  cto: CtoDetailsSchema,
  mta: MtaDetailsSchema,
  dtr: DtrReviewDetailsSchema,
  movement: MovementDetailsSchema,
  loan: LoanDetailsSchema,
  records: RecordTransitionDetailsSchema,
} as const;

export type LeaveDetails = Static<typeof LeaveDetailsSchema>;
export type OvertimeDetails = Static<typeof OvertimeDetailsSchema>;
export type OfficialBusinessDetails = Static<typeof OfficialBusinessDetailsSchema>;
export type PunchAlterationDetails = Static<typeof PunchAlterationDetailsSchema>;
export type ChangeWorkScheduleDetails = Static<typeof ChangeWorkScheduleDetailsSchema>;
export type CtoDetails = Static<typeof CtoDetailsSchema>;
export type MtaDetails = Static<typeof MtaDetailsSchema>;
export type DtrReviewDetails = Static<typeof DtrReviewDetailsSchema>;
export type MovementDetails = Static<typeof MovementDetailsSchema>;
export type LoanDetails = Static<typeof LoanDetailsSchema>;
export type RecordTransitionDetails = Static<typeof RecordTransitionDetailsSchema>;

/** An application's kind with its details, discriminated by `kind`. */
export type FiledDetails =
  | { kind: 'leave'; details: LeaveDetails }
  | { kind: 'overtime'; details: OvertimeDetails }
  | { kind: 'official-business'; details: OfficialBusinessDetails }
  | { kind: 'punch-alteration'; details: PunchAlterationDetails }
  | { kind: 'change-work-schedule'; details: ChangeWorkScheduleDetails }
  | { kind: 'cto'; details: CtoDetails }
  | { kind: 'mta'; details: MtaDetails }
  | { kind: 'dtr'; details: DtrReviewDetails }
  | { kind: 'movement'; details: MovementDetails }
  | { kind: 'loan'; details: LoanDetails }
  | { kind: 'records'; details: RecordTransitionDetails };
