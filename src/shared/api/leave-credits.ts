import { Type, type Static } from 'typebox';
import { OffsetSchema } from './paging';

/** A leave day is eight hours: balances are kept in minutes so half days and CTO stay exact. */
export const MINUTES_PER_LEAVE_DAY = 480;
/** The balance that approved overtime credited as time off feeds and CTO applications use. */
export const CTO_LEAVE_TYPE = 'Compensatory time off';

export const LEDGER_REASONS = [
  'accrual',
  'adjustment',
  'use',
  'restore',
  'cto-earned',
  'cto-withdrawn',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

const EmployeeNumberSchema = Type.String({ minLength: 1, maxLength: 30 });

export const LeaveBalanceSchema = Type.Object({
  leaveType: Type.String(),
  paid: Type.Boolean(),
  /** Granted less used, in minutes. */
  balanceMinutes: Type.Integer(),
  /** Asked for by pending applications: what may still be filed is balance less pending. */
  pendingMinutes: Type.Integer(),
});
export type LeaveBalance = Static<typeof LeaveBalanceSchema>;

export const LedgerEntrySchema = Type.Object({
  id: Type.String(),
  leaveType: Type.String(),
  minutes: Type.Integer(),
  reason: Type.Enum(LEDGER_REASONS),
  period: Type.Union([Type.String(), Type.Null()]),
  applicationId: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
  recordedBy: Type.String(),
  recordedAt: Type.String({ format: 'date-time' }),
});
export type LedgerEntry = Static<typeof LedgerEntrySchema>;

/** `GET /api/hcm/leave-credits/:employeeNumber`: balances by leave type, and the ledger. */
export const EmployeeLeaveCreditsSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  template: Type.Union([Type.String(), Type.Null()]),
  /** Every leave type of the template (0 when nothing was granted), then any other the ledger holds. */
  balances: Type.Array(LeaveBalanceSchema),
  /** What an HR adjustment may name: the template's paid leave types and compensatory time off. */
  adjustableLeaveTypes: Type.Array(Type.String()),
  entries: Type.Array(LedgerEntrySchema),
});
export type EmployeeLeaveCredits = Static<typeof EmployeeLeaveCreditsSchema>;

/** `POST /api/hcm/leave-credits`: an HR adjustment, positive to grant, negative to take. */
export const LeaveAdjustmentRequestSchema = Type.Object(
  {
    employeeNumber: EmployeeNumberSchema,
    leaveType: Type.String({ minLength: 1, maxLength: 40 }),
    minutes: Type.Integer({
      minimum: -366 * 480,
      maximum: 366 * 480,
      not: { const: 0 },
      errorMessage: 'must be a whole number of minutes, not 0, within a year of days (175,680)',
    }),
    note: Type.String({ minLength: 3, maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type LeaveAdjustmentRequest = Static<typeof LeaveAdjustmentRequestSchema>;

/** `POST /api/hcm/remove-leave-credits`: withdraws HR's own grants (accruals, adjustments). */
export const RemoveLeaveCreditsRequestSchema = Type.Object(
  {
    entryIds: Type.Array(
      Type.String({ pattern: '^[0-9]{1,18}$', errorMessage: 'must be a ledger entry id' }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export const RemoveLeaveCreditsResponseSchema = Type.Object({ removed: Type.Integer() });

/** `POST /api/hcm/leave-credits/accrue`: grants a month's credits by template, once. */
export const AccrueRequestSchema = Type.Object(
  {
    month: Type.String({
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
      description: 'YYYY-MM',
      errorMessage: 'must be a month written YYYY-MM, e.g. 2026-03',
    }),
  },
  { additionalProperties: false },
);
export const AccrueResponseSchema = Type.Object({
  month: Type.String(),
  /** Active employees hired by the month's end whose template was applied. */
  employees: Type.Integer(),
  /** Grants this run added; 0 when the month had already been accrued. */
  entriesAdded: Type.Integer(),
  /** Grants not made again because HR had removed them for the period. */
  skippedRemoved: Type.Integer(),
});
export type AccrueResponse = Static<typeof AccrueResponseSchema>;

/** `POST /api/hcm/leave-credits` list: every employee's balances, for HR's overview. */
export const LeaveCreditsListRequestSchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(OffsetSchema),
  },
  { additionalProperties: false },
);
export type LeaveCreditsListRequest = Static<typeof LeaveCreditsListRequestSchema>;
export const LeaveCreditsListResponseSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      employeeName: Type.String(),
      balances: Type.Array(
        Type.Object({ leaveType: Type.String(), balanceMinutes: Type.Integer() }),
      ),
    }),
  ),
  total: Type.Integer(),
});
export type LeaveCreditsListResponse = Static<typeof LeaveCreditsListResponseSchema>;

/** Days as typed (in quarter days) to ledger minutes: 1.25 days is 600 minutes. */
export function minutesOfLeaveDays(days: number): number {
  return Math.round(days * MINUTES_PER_LEAVE_DAY);
}

/** Minutes of leave as days people read: "1 day", "2.5 days", "0.25 days". */
export function formatLeaveDays(minutes: number): string {
  const days = Math.round((minutes / MINUTES_PER_LEAVE_DAY) * 100) / 100;
  return `${days} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}
