import { Type, type Static } from 'typebox';

// Statutory rates and tables are effective-dated data (ph-payroll.md: "every one of them has
// changed before and will change again"). Each kind of table has one schema: the admin screen
// edits it, the server validates new versions with it, and the engine's types come from it.
// Amounts and rates are decimal strings, never binary floating point.

const Amount = Type.String({
  pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$',
  maxLength: 15,
  errorMessage: 'must be an amount such as 1250.00',
});
const Rate = Type.String({
  pattern: '^[0-9]{1,3}(\\.[0-9]{1,6})?$',
  maxLength: 10,
  errorMessage: 'must be a rate such as 0.05 (up to 6 decimals)',
});
const closed = { additionalProperties: false } as const;

export const SssTableSchema = Type.Object(
  {
    ee_rate: Rate,
    er_rate: Rate,
    msc_floor: Amount,
    msc_ceiling: Amount,
    msc_step: Amount,
    /** Regular Social Security covers the MSC up to here; the Mandatory Provident Fund the rest. */
    regular_ss_cap: Amount,
    ec_threshold: Amount,
    ec_below: Amount,
    ec_from: Amount,
  },
  closed,
);

export const PhilhealthTableSchema = Type.Object(
  { rate: Rate, floor: Amount, ceiling: Amount },
  closed,
);

export const HdmfTableSchema = Type.Object(
  {
    /** Fund salary at or below this pays the lower employee rate. */
    low_salary_limit: Amount,
    ee_rate_low: Rate,
    ee_rate: Rate,
    er_rate: Rate,
    max_fund_salary: Amount,
  },
  closed,
);

export const TaxBracketSchema = Type.Object({ over: Amount, base: Amount, rate: Rate }, closed);
const Brackets = Type.Array(TaxBracketSchema, { minItems: 1, maxItems: 12 });

export const WITHHOLDING_PERIODS = [
  'daily',
  'weekly',
  'semi_monthly',
  'monthly',
  'annual',
] as const;
export type WithholdingPeriod = (typeof WITHHOLDING_PERIODS)[number];

export const WithholdingTableSchema = Type.Object(
  {
    daily: Brackets,
    weekly: Brackets,
    semi_monthly: Brackets,
    monthly: Brackets,
    /** The annual table of annualisation and the year-end adjustment. */
    annual: Brackets,
  },
  closed,
);

/** The day types of the premium table (payroll-calculator.md), in the order they are shown. */
export const PAY_DAY_TYPES = [
  'ordinary',
  'special_working_day',
  'rest_day',
  'special_nonworking_day',
  'special_nonworking_day_on_rest_day',
  'regular_holiday',
  'regular_holiday_on_rest_day',
  'double_regular_holiday',
  'double_regular_holiday_on_rest_day',
] as const;
export type PayDayType = (typeof PAY_DAY_TYPES)[number];

const DayRates = Type.Object(
  {
    /** Pay for each of the first 8 hours worked, as a multiple of the hourly rate. */
    first8: Rate,
    /** Pay for each overtime hour, as a multiple of the hourly rate. */
    ot: Rate,
    /** Pay for the day when not worked (and, for holidays, eligible), as a multiple of the daily rate. */
    unworked: Rate,
  },
  closed,
);

export const PremiumTableSchema = Type.Object(
  {
    day_types: Type.Object(
      Object.fromEntries(PAY_DAY_TYPES.map((type) => [type, DayRates])) as Record<
        PayDayType,
        typeof DayRates
      >,
      closed,
    ),
    /** Night-shift differential: this share of the hour's rate for each hour 22:00–06:00. */
    night_rate: Rate,
  },
  closed,
);

export const DE_MINIMIS_BENEFITS = [
  'rice_subsidy_monthly',
  'uniform_annual',
  'medical_cash_monthly',
  'laundry_monthly',
  'actual_medical_annual',
  'achievement_award_annual',
  'christmas_gift_annual',
  'cba_productivity_annual',
] as const;
export type DeMinimisBenefit = (typeof DE_MINIMIS_BENEFITS)[number];

export const DeMinimisTableSchema = Type.Object(
  {
    ceilings: Type.Object(
      Object.fromEntries(DE_MINIMIS_BENEFITS.map((benefit) => [benefit, Amount])) as Record<
        DeMinimisBenefit,
        typeof Amount
      >,
      closed,
    ),
    /** Monetised unused vacation leave of private employees, days a year. */
    monetized_vl_days: Type.Integer({ minimum: 0, maximum: 366 }),
    /** The 13th month and other benefits exclusion (NIRC §32(B)(7)(e)). */
    benefits_exclusion: Amount,
  },
  closed,
);

export const MinimumWageTableSchema = Type.Object(
  {
    rates: Type.Array(
      Type.Object(
        {
          region: Type.String({ minLength: 1, maxLength: 40 }),
          sector: Type.String({ minLength: 1, maxLength: 60 }),
          daily: Amount,
        },
        closed,
      ),
      { minItems: 1, maxItems: 60 },
    ),
  },
  closed,
);

/** Every kind of statutory table with its data schema. */
export const STATUTORY_TABLE_SCHEMAS = {
  sss: SssTableSchema,
  philhealth: PhilhealthTableSchema,
  hdmf: HdmfTableSchema,
  withholding: WithholdingTableSchema,
  premium: PremiumTableSchema,
  de_minimis: DeMinimisTableSchema,
  minimum_wage: MinimumWageTableSchema,
} as const;

export const STATUTORY_TABLE_KINDS = Object.keys(STATUTORY_TABLE_SCHEMAS) as StatutoryTableKind[];
export type StatutoryTableKind = keyof typeof STATUTORY_TABLE_SCHEMAS;
export type StatutoryTableData = {
  [K in StatutoryTableKind]: Static<(typeof STATUTORY_TABLE_SCHEMAS)[K]>;
};

/** One version of a table: in force from `validFrom` until the next version's date. */
export interface StatutoryTableVersion<K extends StatutoryTableKind = StatutoryTableKind> {
  kind: K;
  validFrom: string;
  source: string;
  data: StatutoryTableData[K];
}

/** The version of every table in force on one date: what one computation reads. */
export type StatutoryTables = { [K in StatutoryTableKind]: StatutoryTableVersion<K> };

const DateText = Type.String({ format: 'date' });

/**
 * The tables an employer may replace with its own versions: the premium rates, which a
 * collective agreement or company practice may raise above the Labor Code's. The others are
 * the law's, the same for everyone, and only the platform publishes them.
 */
export const EMPLOYER_TABLES: readonly StatutoryTableKind[] = ['premium'];

/** `GET /api/hcm/payroll/tables`: every version of every table, oldest first per kind. */
export const StatutoryVersionSchema = Type.Object({
  kind: Type.Enum(STATUTORY_TABLE_KINDS),
  validFrom: DateText,
  source: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** The platform's (the law's, for every organisation) or the organisation's own override. */
  scope: Type.Union([Type.Literal('platform'), Type.Literal('organisation')]),
});
export const StatutoryVersionsResponseSchema = Type.Object({
  items: Type.Array(StatutoryVersionSchema),
});

/** `POST /api/hcm/payroll/tables`: a new version, in force from its date until the next one. */
export const AddStatutoryVersionRequestSchema = Type.Object(
  {
    kind: Type.Enum(STATUTORY_TABLE_KINDS),
    validFrom: DateText,
    source: Type.String({
      minLength: 3,
      maxLength: 200,
      description: 'The issuance, e.g. "SSS Circular No. 2024-006"',
    }),
    /** Checked against the kind's schema after routing (errors at /data/<key>). */
    data: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type AddStatutoryVersionRequest = Static<typeof AddStatutoryVersionRequestSchema>;
