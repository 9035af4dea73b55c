import { Type, type Static } from 'typebox';
import { TraceLineSchema } from './payroll-calculator';
import { CUTOFF_STATUSES } from './payroll-cutoffs';
import { PayslipLineSchema } from './payroll-payslips';

// Special payouts: off-cycle pay apart from the cut-offs (the 13th month, whole or in parts,
// bonuses, last pay), each with one special payslip per employee (docs/special-payouts.md).

const Id = Type.String({ format: 'uuid' });
/** The fields special payouts and last pay share. */
export const DateText = Type.String({ format: 'date' });
export const Money = Type.String({ description: 'Pesos with 2 decimals, e.g. "12500.00"' });
export const Amount = Type.String({
  pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
  maxLength: 15,
  errorMessage: 'must be an amount in pesos such as 12500.00 (a text, up to 2 decimals)',
});
export const EmployeeNumber = Type.String({ minLength: 1, maxLength: 30 });
const closed = { additionalProperties: false } as const;

export const SPECIAL_PAYOUT_KINDS = ['thirteenth_month', 'bonus', 'final_pay'] as const;
export type SpecialPayoutKind = (typeof SPECIAL_PAYOUT_KINDS)[number];

/** How a bonus is taxed (ph-payroll.md §4.3, §4.4). */
export const BONUS_TREATMENTS = ['other_benefit', 'de_minimis', 'taxable'] as const;
export type BonusTreatment = (typeof BONUS_TREATMENTS)[number];

/** The de minimis benefits given once a year, which a bonus payout may be. */
export const DE_MINIMIS_BONUS_CATEGORIES = [
  'christmas_gift_annual',
  'achievement_award_annual',
  'cba_productivity_annual',
  'uniform_annual',
  'actual_medical_annual',
] as const;
export type DeMinimisBonusCategory = (typeof DE_MINIMIS_BONUS_CATEGORIES)[number];

export const BonusAmountSchema = Type.Object(
  { employeeNumber: EmployeeNumber, amount: Amount },
  closed,
);

export const PayoutSettingsSchema = Type.Object(
  {
    /** The 13th month: the share of the year's amount due by this payout, in percent. */
    sharePercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** The 13th month: months are projected at the current basic up to this date (default 31 Dec). */
    projectThrough: Type.Optional(DateText),
    /** A bonus: its tax treatment and, for de minimis, the benefit it is. */
    treatment: Type.Optional(Type.Enum(BONUS_TREATMENTS)),
    deMinimisCategory: Type.Optional(Type.Enum(DE_MINIMIS_BONUS_CATEGORIES)),
    /** A bonus: the amount of each employee. */
    amounts: Type.Optional(Type.Array(BonusAmountSchema, { maxItems: 10_000 })),
    /** A last pay: the separation date; the pay is due 30 days after it. */
    separationDate: Type.Optional(DateText),
  },
  closed,
);
export type PayoutSettings = Static<typeof PayoutSettingsSchema>;

/** `POST /api/hcm/special-payout`: members are a register's, chosen employees, or a bonus's list. */
export const CreatePayoutRequestSchema = Type.Object(
  {
    kind: Type.Enum(['thirteenth_month', 'bonus']),
    name: Type.String({ minLength: 2, maxLength: 80 }),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    payDate: DateText,
    registerId: Type.Optional(Id),
    employeeNumbers: Type.Optional(Type.Array(EmployeeNumber, { maxItems: 10_000 })),
    settings: PayoutSettingsSchema,
  },
  closed,
);
export type CreatePayoutRequest = Static<typeof CreatePayoutRequestSchema>;

export const SpecialPayoutSchema = Type.Object({
  id: Id,
  kind: Type.Enum(SPECIAL_PAYOUT_KINDS),
  name: Type.String(),
  year: Type.Integer(),
  payDate: DateText,
  status: Type.Enum(CUTOFF_STATUSES),
  members: Type.Array(Type.String()),
  settings: PayoutSettingsSchema,
  createdBy: Type.String(),
  computedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  releasedBy: Type.Union([Type.String(), Type.Null()]),
  releasedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  payslips: Type.Integer(),
  grossPay: Money,
  netPay: Money,
  /** The latest computation run, to follow at /api/jobs/:id. */
  runId: Type.Union([Type.String(), Type.Null()]),
});
export type SpecialPayout = Static<typeof SpecialPayoutSchema>;

export const PayoutsResponseSchema = Type.Object({ items: Type.Array(SpecialPayoutSchema) });
export const PayoutParamsSchema = Type.Object({ payoutId: Id }, closed);
export const SpecialPayslipParamsSchema = Type.Object(
  { payoutId: Id, employeeNumber: EmployeeNumber },
  closed,
);

const figures = {
  payoutId: Id,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  grossPay: Money,
  benefitsExempt: Money,
  benefitsTaxable: Money,
  deMinimis: Money,
  otherNonTaxable: Money,
  taxableCompensation: Money,
  withholdingTax: Money,
  totalDeductions: Money,
  netPay: Money,
};
export const SpecialPayslipSummarySchema = Type.Object(figures);
export type SpecialPayslipSummary = Static<typeof SpecialPayslipSummarySchema>;

/** `GET /api/hcm/special-payout/:payoutId/payslips`. */
export const PayoutPayslipsResponseSchema = Type.Object({
  items: Type.Array(SpecialPayslipSummarySchema),
});

export const SpecialPayslipSchema = Type.Object({
  ...figures,
  payout: Type.Object({
    name: Type.String(),
    kind: Type.Enum(SPECIAL_PAYOUT_KINDS),
    year: Type.Integer(),
    payDate: DateText,
    status: Type.Enum(CUTOFF_STATUSES),
  }),
  lines: Type.Array(PayslipLineSchema),
  /** The calculator call that gives this payslip's amount (kind and inputs). */
  calculation: Type.Object({
    kind: Type.String(),
    inputs: Type.Record(Type.String(), Type.Unknown()),
  }),
  result: Type.Record(Type.String(), Type.Unknown()),
  trace: Type.Array(TraceLineSchema),
});
export type SpecialPayslip = Static<typeof SpecialPayslipSchema>;

/** `GET /api/hcm/my-special-payslips`: the caller's released special payslips, newest first. */
export const MySpecialPayslipsResponseSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      payoutId: Id,
      employeeNumber: Type.String(),
      name: Type.String(),
      kind: Type.Enum(SPECIAL_PAYOUT_KINDS),
      payDate: DateText,
      grossPay: Money,
      netPay: Money,
    }),
  ),
});

/** A special payslip's page id: the payout's id (a uuid, 36 characters), a dot, the employee number. */
export const specialPayslipId = (payoutId: string, employeeNumber: string) =>
  `${payoutId}.${employeeNumber}`;

/** The payout and employee a special payslip's page id names. */
export const parseSpecialPayslipId = (pageId: string) => ({
  payoutId: pageId.slice(0, 36),
  employeeNumber: pageId.slice(37),
});

/** How the screens name a payout's kind. */
export const PAYOUT_KIND_LABELS: Record<SpecialPayoutKind, string> = {
  thirteenth_month: '13th month',
  bonus: 'Bonus',
  final_pay: 'Last pay',
};
