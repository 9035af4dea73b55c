import { Type, type Static, type TSchema } from 'typebox';
import { PAY_DAY_TYPES, WITHHOLDING_PERIODS } from './payroll-tables';

// The payroll calculator (../shared/reference/payroll-calculator.md): the engine's functions
// called with explicit inputs. One schema per kind: the calculator screen renders its fields
// from it, the server validates `inputs` with it (errors at /inputs/<key>), and the engine's
// input types are `Static` of it. Keys are snake_case as the calculator's vocabulary has them.

const Money = (description?: string) =>
  Type.String({
    pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
    maxLength: 15,
    errorMessage: 'must be an amount in pesos such as 12500.00 (a text, up to 2 decimals)',
    ...(description ? { description } : {}),
  });
/** Hours, days or months: a number or a decimal text, never negative. */
const Quantity = (maximum: number, description?: string) =>
  Type.Union(
    [
      Type.Number({ minimum: 0, maximum }),
      Type.String({ pattern: '^[0-9]{1,6}(\\.[0-9]{1,6})?$', maxLength: 13 }),
    ],
    {
      errorMessage: `must be a number from 0 to ${maximum}`,
      ...(description ? { description } : {}),
    },
  );
const DateText = (description?: string) =>
  Type.String({ format: 'date', ...(description ? { description } : {}) });
const Dates = (description: string) => Type.Array(DateText(), { maxItems: 60, description });
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
const closed = { additionalProperties: false } as const;

export const PAY_FREQUENCIES = ['monthly', 'semi_monthly', 'weekly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const CONTRIBUTION_SCHEDULES = [
  'monthly_ee_share_split_half_each_cutoff',
  'full_monthly_ee_share_on_cutoff2',
  'none_this_period',
] as const;
export type ContributionSchedule = (typeof CONTRIBUTION_SCHEDULES)[number];

export const SCHEDULES = ['mon_fri', 'mon_sat'] as const;

/** What a contribution is computed on when no amount is given. */
export const CONTRIBUTION_BASES = ['monthly_basic', 'total_monthly_compensation'] as const;

/** An amount, or the figure of the period the basis names. */
const Basis = (names: readonly string[], description: string) =>
  Type.Union([Money(), Type.Enum(names)], {
    description,
    errorMessage: `must be an amount or one of: ${names.join(', ')}`,
  });

export const WorkedDaySchema = Type.Object(
  {
    date: DateText(),
    day_type: Type.Enum(PAY_DAY_TYPES),
    regular_hours: Quantity(24),
    ot_hours: Type.Optional(Quantity(24)),
    /** Night hours (22:00–06:00) within the regular hours. */
    nd_hours: Type.Optional(Quantity(24)),
    /** Night hours within the overtime hours. */
    nd_ot_hours: Type.Optional(Quantity(24)),
  },
  closed,
);

const RATE_INPUTS = {
  monthly_basic: Type.Optional(Money('Monthly basic salary (monthly-paid)')),
  daily_rate: Type.Optional(Money('Daily rate (daily-paid)')),
};

/** What the time record says of a period, or of the part of it paid at one rate. */
const TIME_INPUTS = {
  days_worked: Type.Optional(Quantity(31, 'Daily-paid: ordinary days worked')),
  ordinary_days_worked: Type.Optional(Quantity(31, 'Same as days_worked')),
  paid_leave_days: Type.Optional(Quantity(31, 'Daily-paid: days of paid leave')),
  ot_hours_ordinary: Type.Optional(Quantity(400)),
  nd_hours_ordinary_regular: Type.Optional(Quantity(400)),
  nd_hours_ordinary_ot: Type.Optional(Quantity(400)),
  absent_days_unpaid: Type.Optional(Quantity(31)),
  tardy_minutes: Type.Optional(Quantity(20000)),
  undertime_minutes: Type.Optional(Quantity(20000)),
  worked: Type.Optional(Type.Array(WorkedDaySchema, { maxItems: 62 })),
  regular_holiday_unworked_eligible: Type.Optional(
    Dates('Unworked regular holidays the employee is paid for (daily-paid)'),
  ),
};
export const TIME_INPUT_KEYS = Object.keys(TIME_INPUTS) as (keyof typeof TIME_INPUTS)[];

/** The days `from`–`to` of the period, at the rate in force on them, with their time inputs. */
export const RateSegmentSchema = Type.Object(
  { from: DateText(), to: DateText(), ...RATE_INPUTS, ...TIME_INPUTS },
  closed,
);
export type RateSegment = Static<typeof RateSegmentSchema>;

/**
 * The last payroll of the year (ph-payroll.md §4.3): what the year paid and withheld before it.
 * With it the period's withholding is the annual tax due on the year's taxable compensation less
 * the tax withheld, negative when the year was over-withheld (a refund).
 */
export const YearEndInputsSchema = Type.Object(
  {
    taxable_to_date: Money(
      'Taxable compensation of the year before this payroll: released payslips and special payslips',
    ),
    withheld_to_date: Money('Tax withheld of the year before this payroll'),
    previous_employer_taxable: Type.Optional(
      Money('Taxable compensation from a previous employer'),
    ),
    previous_employer_withheld: Type.Optional(Money('Tax withheld by a previous employer')),
  },
  closed,
);
export type YearEndInputs = Static<typeof YearEndInputsSchema>;

/**
 * What the month's earlier pay periods already deducted of each employee share. The month's last
 * period deducts the month's share less this (never below zero), so the month adds up to it.
 */
export const MonthToDateEeContributionsSchema = Type.Object(
  {
    sss: Money('SSS employee share deducted this month before this period'),
    philhealth: Money('PhilHealth employee share deducted this month before this period'),
    hdmf: Money('Pag-IBIG employee share deducted this month before this period'),
  },
  closed,
);
export type MonthToDateEeContributions = Static<typeof MonthToDateEeContributionsSchema>;

export const PayslipInputsSchema = Type.Object(
  {
    ...RATE_INPUTS,
    pay_frequency: Type.Optional(Type.Enum(PAY_FREQUENCIES, { default: 'semi_monthly' })),
    cutoff: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 5,
        description: 'Semi-monthly: 1 or 2. Weekly: the pay week of the month.',
      }),
    ),
    period_start: Type.Optional(DateText()),
    period_end: Type.Optional(DateText()),
    factor: Type.Optional(Quantity(366, 'Paid days a year (default 261)')),
    hours_per_day: Type.Optional(Quantity(24, 'Default 8')),
    schedule: Type.Optional(Type.Enum(SCHEDULES, { default: 'mon_fri' })),
    is_mwe: Type.Optional(Type.Boolean({ description: 'Minimum wage earner' })),
    ...TIME_INPUTS,
    rate_segments: Type.Optional(
      Type.Array(RateSegmentSchema, {
        maxItems: 31,
        description:
          'When the rate changed within the period: its days in order, each part with its rate and time inputs (then no time inputs outside them; the top-level rate is the one at the period end).',
      }),
    ),
    contribution_schedule: Type.Optional(
      Type.Enum(CONTRIBUTION_SCHEDULES, { default: 'monthly_ee_share_split_half_each_cutoff' }),
    ),
    sss_compensation_basis: Type.Optional(Basis(CONTRIBUTION_BASES, 'SSS monthly compensation')),
    philhealth_mbs: Type.Optional(Basis(CONTRIBUTION_BASES, 'PhilHealth monthly basic salary')),
    hdmf_fund_salary: Type.Optional(Basis(CONTRIBUTION_BASES, 'Pag-IBIG fund salary')),
    /** What the month's other pay periods paid, when the basis is the total monthly compensation. */
    month_to_date_compensation: Type.Optional(Money()),
    /** The month's last period deducts what each share has left after these (absent: the parts). */
    month_to_date_ee_contributions: Type.Optional(MonthToDateEeContributionsSchema),
    taxable_allowances: Type.Optional(Money()),
    non_taxable_allowances: Type.Optional(Money()),
    other_deductions: Type.Optional(Money()),
    year_end: Type.Optional(YearEndInputsSchema),
  },
  closed,
);
export type PayslipInputs = Static<typeof PayslipInputsSchema>;

export const ContributionsInputsSchema = Type.Object(
  {
    compensation: Type.Optional(Money('SSS monthly compensation')),
    philhealth_mbs: Type.Optional(Money()),
    hdmf_fund_salary: Type.Optional(Money()),
  },
  closed,
);
export type ContributionsInputs = Static<typeof ContributionsInputsSchema>;

export const WithholdingInputsSchema = Type.Object(
  {
    taxable_compensation: Money(),
    pay_frequency: Type.Optional(Type.Enum(WITHHOLDING_PERIODS, { default: 'semi_monthly' })),
  },
  closed,
);
export type WithholdingInputs = Static<typeof WithholdingInputsSchema>;

export const PremiumMatrixInputsSchema = Type.Object({ hourly_rate: Money() }, closed);
export type PremiumMatrixInputs = Static<typeof PremiumMatrixInputsSchema>;

export const ThirteenthMonthInputsSchema = Type.Object(
  {
    monthly_basic: Money(),
    year: Year,
    daily_rate: Type.Optional(Money()),
    factor: Type.Optional(Quantity(366)),
    unpaid_absence_days: Type.Optional(Quantity(366)),
    hire_date: Type.Optional(DateText()),
    separation_date: Type.Optional(DateText()),
    months_of_basic_earned: Type.Optional(Quantity(12)),
    basic_salary_earned_to_date: Type.Optional(
      Money('Basic salary already earned this year (from payslips), added to the months above'),
    ),
    ot_earned: Type.Optional(Money('Not part of basic salary: shown, never counted')),
    other_benefits: Type.Optional(Money('Other benefits of the year under the same exclusion')),
  },
  closed,
);
export type ThirteenthMonthInputs = Static<typeof ThirteenthMonthInputsSchema>;

export const YearEndAdjustmentInputsSchema = Type.Object(
  {
    monthly_basic: Money(),
    year: Year,
    thirteenth_month: Money(),
    christmas_bonus: Type.Optional(Money()),
    other_benefits: Type.Optional(Money()),
    pay_frequency: Type.Optional(
      Type.Enum(['monthly', 'semi_monthly'], { default: 'semi_monthly' }),
    ),
  },
  closed,
);
export type YearEndAdjustmentInputs = Static<typeof YearEndAdjustmentInputsSchema>;

export const FinalPayInputsSchema = Type.Object(
  {
    monthly_basic: Money(),
    daily_rate: Type.Optional(Money()),
    factor: Type.Optional(Quantity(366)),
    pay_frequency: Type.Optional(
      Type.Enum(['monthly', 'semi_monthly'], { default: 'semi_monthly' }),
    ),
    schedule: Type.Optional(Type.Enum(SCHEDULES, { default: 'mon_fri' })),
    hire_date: Type.Optional(DateText()),
    separation_date: DateText(),
    unused_sil_days: Type.Optional(Quantity(366)),
    unused_vl_days_convertible: Type.Optional(Quantity(366)),
    other_benefits: Type.Optional(Money('Other benefits paid this year under the exclusion')),
    thirteenth_month_paid: Type.Optional(
      Money('13th month already paid this year (e.g. half in May): the last pay pays the rest'),
    ),
    ytd_basic_salary_before_final: Type.Optional(Money()),
    ytd_taxable_compensation_before_final: Type.Optional(Money()),
    ytd_tax_withheld_before_final: Type.Optional(Money()),
    loan_balance: Type.Optional(Money('Set off against the final pay')),
  },
  closed,
);
export type FinalPayInputs = Static<typeof FinalPayInputsSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent_unpaid', 'paid_leave', 'rest_day'] as const;

export const HolidayPayInputsSchema = Type.Object(
  {
    schedule: Type.Optional(Type.Enum(SCHEDULES, { default: 'mon_fri' })),
    holiday_dates: Type.Array(DateText(), { minItems: 1, maxItems: 60 }),
    attendance: Type.Optional(
      Type.Array(
        Type.Object({ date: DateText(), status: Type.Enum(ATTENDANCE_STATUSES) }, closed),
        { maxItems: 400 },
      ),
    ),
    worked_holidays: Type.Optional(Dates('Holidays the employee worked')),
    holidays: Type.Optional(
      Type.Array(
        Type.Object(
          {
            date: DateText(),
            type: Type.Enum(['regular', 'special_nonworking', 'special_working']),
          },
          closed,
        ),
        { maxItems: 60, description: 'Overrides the organisation calendar for these dates' },
      ),
    ),
  },
  closed,
);
export type HolidayPayInputs = Static<typeof HolidayPayInputsSchema>;

export const DeMinimisInputsSchema = Type.Object(
  {
    year: Type.Optional(Year),
    months: Type.Optional(Quantity(12, 'Months the monthly benefits were given (default 12)')),
    rice_subsidy_monthly: Type.Optional(Money()),
    uniform_annual: Type.Optional(Money()),
    medical_cash_monthly: Type.Optional(Money()),
    laundry_monthly: Type.Optional(Money()),
    actual_medical_annual: Type.Optional(Money()),
    achievement_award_annual: Type.Optional(Money()),
    christmas_gift_annual: Type.Optional(Money()),
    cba_productivity_annual: Type.Optional(Money()),
    thirteenth_month: Type.Optional(Money()),
    other_benefits: Type.Optional(Money()),
  },
  closed,
);
export type DeMinimisInputs = Static<typeof DeMinimisInputsSchema>;

/** Every kind of calculation with the schema of its inputs. */
export const CALCULATOR_INPUT_SCHEMAS = {
  payslip: PayslipInputsSchema,
  contributions: ContributionsInputsSchema,
  withholding: WithholdingInputsSchema,
  'premium-matrix': PremiumMatrixInputsSchema,
  'thirteenth-month': ThirteenthMonthInputsSchema,
  'year-end-adjustment': YearEndAdjustmentInputsSchema,
  'final-pay': FinalPayInputsSchema,
  'holiday-pay': HolidayPayInputsSchema,
  'de-minimis': DeMinimisInputsSchema,
} satisfies Record<string, TSchema>;

export type CalculatorKind = keyof typeof CALCULATOR_INPUT_SCHEMAS;
export const CALCULATOR_KINDS = Object.keys(CALCULATOR_INPUT_SCHEMAS) as CalculatorKind[];

export const CalculateRequestSchema = Type.Object(
  {
    kind: Type.Enum(CALCULATOR_KINDS),
    asOf: Type.Optional(
      DateText('Tables in force on this date (default: the period end, else today)'),
    ),
    /** Checked against the kind's schema after routing (errors at /inputs/<key>). */
    inputs: Type.Record(Type.String(), Type.Unknown()),
  },
  closed,
);
export type CalculateRequest = Static<typeof CalculateRequestSchema>;

const TraceValue = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
export const TraceLineSchema = Type.Object({
  line: Type.String(),
  formula: Type.String(),
  values: Type.Record(Type.String(), TraceValue),
});
export type TraceLine = Static<typeof TraceLineSchema>;

export const CalculateResponseSchema = Type.Object({
  kind: Type.Enum(CALCULATOR_KINDS),
  /** The statutory table versions used, e.g. { sss: "2025-01-01" }. */
  tables: Type.Record(Type.String(), Type.String()),
  result: Type.Record(Type.String(), Type.Unknown()),
  trace: Type.Array(TraceLineSchema),
});
export type CalculateResponse = Static<typeof CalculateResponseSchema>;
