import { Type, type Static } from 'typebox';
import {
  CONTRIBUTION_BASES,
  CONTRIBUTION_SCHEDULES,
  PAY_FREQUENCIES,
  TraceLineSchema,
} from './payroll-calculator';

// Payroll registers (pay groups), their members and cut-offs, and the payslips a computation
// stores (spec: Payroll register; hcm `register`, `register-update`, `register-cutoff`,
// `employees/register`, `generate-payroll`, `payslip`, `release-payslip`).

const Id = Type.String({ format: 'uuid' });
const DateText = Type.String({ format: 'date' });
const Money = Type.String({ description: 'Pesos with 2 decimals, e.g. "12500.00"' });
const EmployeeNumber = Type.String({ minLength: 1, maxLength: 30 });
const closed = { additionalProperties: false } as const;

export const CUTOFF_STATUSES = ['Draft', 'Computed', 'Released'] as const;
export type CutoffStatus = (typeof CUTOFF_STATUSES)[number];

const settings = {
  name: Type.String({ minLength: 2, maxLength: 80 }),
  payFrequency: Type.Enum(PAY_FREQUENCIES),
  contributionSchedule: Type.Enum(CONTRIBUTION_SCHEDULES),
  sssBasis: Type.Enum(CONTRIBUTION_BASES),
  philhealthBasis: Type.Enum(CONTRIBUTION_BASES),
  hdmfBasis: Type.Enum(CONTRIBUTION_BASES),
  /** Paid days a year of a monthly salary, unless the employee has their own. */
  factor: Type.Integer({ minimum: 200, maximum: 366 }),
  /** Days after a period's end that its pay is released. */
  payDayOffset: Type.Integer({ minimum: 0, maximum: 31 }),
  /** Whether computing needs every member's time record approved (DTR review). */
  requireApprovedDtr: Type.Boolean(),
};
export const RegisterSettingsSchema = Type.Object(settings, closed);
export type RegisterSettings = Static<typeof RegisterSettingsSchema>;

export const PayRegisterSchema = Type.Object({
  ...settings,
  id: Id,
  version: Type.Integer(),
  memberCount: Type.Integer(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PayRegister = Static<typeof PayRegisterSchema>;

export const RegistersResponseSchema = Type.Object({ items: Type.Array(PayRegisterSchema) });

/** `POST /api/hcm/register`: a register with the cut-offs of `year`. */
export const CreateRegisterRequestSchema = Type.Object(
  { ...settings, year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  closed,
);
export type CreateRegisterRequest = Static<typeof CreateRegisterRequestSchema>;

/** `PUT /api/hcm/register-update/:registerId`: new settings, for the version last read. */
export const UpdateRegisterRequestSchema = Type.Object(
  { ...settings, version: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  closed,
);

export const RegisterParamsSchema = Type.Object({ registerId: Id }, closed);
export const CutoffParamsSchema = Type.Object({ cutoffId: Id }, closed);
export const PayslipParamsSchema = Type.Object(
  { cutoffId: Id, employeeNumber: EmployeeNumber },
  closed,
);

export const MemberSchema = Type.Object({
  employeeNumber: Type.String(),
  name: Type.String(),
  department: Type.String(),
  position: Type.String(),
  payBasis: Type.String(),
  /** The rate in pesos; only payroll staff read it. */
  rate: Money,
});
export type Member = Static<typeof MemberSchema>;

/** A page of a list, searched by name or employee number. */
export const PageQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 80 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  closed,
);
export const MembersResponseSchema = Type.Object({
  items: Type.Array(MemberSchema),
  total: Type.Integer(),
});

/** `POST /api/hcm/employees/register/:registerId`: bulk add and remove by employee number. */
export const ChangeMembersRequestSchema = Type.Object(
  {
    add: Type.Optional(Type.Array(EmployeeNumber, { maxItems: 10_000 })),
    remove: Type.Optional(Type.Array(EmployeeNumber, { maxItems: 10_000 })),
  },
  closed,
);
export const ChangeMembersResponseSchema = Type.Object({
  added: Type.Integer(),
  removed: Type.Integer(),
  /** Numbers not added, each with why (not an employee, in another register). */
  refused: Type.Array(Type.Object({ employeeNumber: Type.String(), reason: Type.String() })),
});

export const CutoffSchema = Type.Object({
  id: Id,
  registerId: Id,
  registerName: Type.String(),
  periodStart: DateText,
  periodEnd: DateText,
  payDate: DateText,
  periodNo: Type.Integer(),
  status: Type.Enum(CUTOFF_STATUSES),
  computation: Type.Integer(),
  computedBy: Type.Union([Type.String(), Type.Null()]),
  computedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  releasedBy: Type.Union([Type.String(), Type.Null()]),
  releasedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  payslips: Type.Integer(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  /** The latest computation run of this cut-off, to follow at /api/jobs/:id. */
  runId: Type.Union([Type.String(), Type.Null()]),
});
export type Cutoff = Static<typeof CutoffSchema>;

export const CutoffsQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);
export const CutoffsResponseSchema = Type.Object({ items: Type.Array(CutoffSchema) });

/** `GET /api/hcm/validate-register-cutoff/:cutoffId`: whether it may be computed, and who holds it up. */
export const CutoffReadinessSchema = Type.Object({
  ready: Type.Boolean(),
  members: Type.Integer(),
  problems: Type.Array(
    Type.Object({ employeeNumber: Type.String(), name: Type.String(), reason: Type.String() }),
  ),
});
export type CutoffReadiness = Static<typeof CutoffReadinessSchema>;

export const RunStartedSchema = Type.Object({ runId: Type.String() });

export const PAYSLIP_SECTIONS = ['earnings', 'deductions'] as const;

export const PayslipLineSchema = Type.Object({
  code: Type.String(),
  label: Type.String(),
  section: Type.Enum(PAYSLIP_SECTIONS),
  amount: Money,
  /** The trace entries that explain it. */
  trace: Type.Array(Type.String()),
});
export type PayslipLine = Static<typeof PayslipLineSchema>;

export const DeferredSchema = Type.Object({
  /**
   * A deduction is carried to the next cut-off; contributions are not deducted at all; a loan's
   * amortization is not deducted, its balance waiting for the next cut-off.
   */
  kind: Type.Enum(['deduction', 'contributions', 'loan']),
  name: Type.String(),
  amount: Money,
  reason: Type.String(),
});
export type Deferred = Static<typeof DeferredSchema>;

export const PayslipSummarySchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  deferred: Type.Integer(),
});
export const PayslipsResponseSchema = Type.Object({
  items: Type.Array(PayslipSummarySchema),
  total: Type.Integer(),
});

/** A line payroll added to (or changed on) one payslip before release, with its reason. */
export const PayslipAdjustmentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Enum(['Earning', 'Deduction']),
  amount: Money,
  taxable: Type.Boolean(),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PayslipAdjustment = Static<typeof PayslipAdjustmentSchema>;

/**
 * The cut-off a payslip belongs to: its period, register and state. Not the cut-off's totals or
 * run: in a small group, the totals less one's own pay are a co-worker's.
 */
export const PayslipCutoffSchema = Type.Omit(CutoffSchema, [
  'payslips',
  'grossPay',
  'totalDeductions',
  'netPay',
  'runId',
]);
export type PayslipCutoff = Static<typeof PayslipCutoffSchema>;

export const PayslipSchema = Type.Object({
  cutoff: PayslipCutoffSchema,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  computation: Type.Integer(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  lines: Type.Array(PayslipLineSchema),
  deferred: Type.Array(DeferredSchema),
  /** Payroll's own lines on this payslip. */
  adjustments: Type.Array(PayslipAdjustmentSchema),
  /** The calculator inputs the run used: the same call gives the same payslip. */
  inputs: Type.Record(Type.String(), Type.Unknown()),
  result: Type.Record(Type.String(), Type.Unknown()),
  trace: Type.Array(TraceLineSchema),
  tables: Type.Record(Type.String(), Type.String()),
});
export type Payslip = Static<typeof PayslipSchema>;

/** `GET /api/hcm/my-payslips`: the caller's released payslips, newest first. */
export const MyPayslipsResponseSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      cutoffId: Type.String(),
      registerId: Type.String(),
      registerName: Type.String(),
      periodStart: DateText,
      periodEnd: DateText,
      payDate: DateText,
      employeeNumber: Type.String(),
      grossPay: Money,
      totalDeductions: Money,
      netPay: Money,
    }),
  ),
});

export const AnnualizedParamsSchema = Type.Object({ employeeNumber: EmployeeNumber }, closed);
/** `GET /api/hcm/annualized-compensation/account/:accountId`: the same, by the employee's account. */
export const AnnualizedAccountParamsSchema = Type.Object({ accountId: Id }, closed);
export const AnnualizedQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);

/** `GET /api/hcm/annualized-compensation/:employeeNumber`: year to date and the projected tax. */
export const AnnualizedCompensationSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  year: Type.Integer(),
  /** Released payslips counted. */
  payslips: Type.Integer(),
  /** Year to date per payslip line, in the order lines are shown. */
  lines: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      section: Type.Enum(PAYSLIP_SECTIONS),
      amount: Money,
    }),
  ),
  grossPay: Money,
  /** Of this employer's released payslips; the previous employer's are apart. */
  taxableCompensation: Money,
  withholdingTax: Money,
  /**
   * The year's previous employer (`payroll-previous-employer`, their BIR 2316), added to the
   * projection: its taxable compensation is taxed with this employer's and its tax counts as
   * withheld (ph-payroll.md §4.3). Null when there is none.
   */
  previousEmployer: Type.Union([
    Type.Object({
      employerName: Type.String(),
      employerTin: Type.String(),
      periodFrom: DateText,
      periodTo: DateText,
      taxableCompensation: Money,
      nonTaxableCompensation: Money,
      taxWithheld: Money,
    }),
    Type.Null(),
  ]),
  /** Pay periods of the year still to be released. */
  periodsLeft: Type.Integer(),
  /**
   * The year's taxable compensation if the remaining periods pay like the last one, the
   * previous employer's included.
   */
  projectedTaxableCompensation: Money,
  projectedAnnualTax: Money,
  /** Withheld by December here, and by the previous employer. */
  projectedWithholding: Money,
  /** Annual tax less what will have been withheld: collected (positive) or refunded in December. */
  projectedYearEndAdjustment: Money,
  trace: Type.Array(TraceLineSchema),
});
export type AnnualizedCompensation = Static<typeof AnnualizedCompensationSchema>;

/**
 * `POST /api/hcm/payslip/update/:cutoffId/:employeeNumber` (spec: payslip update): a line added
 * to the payslip, or — under the name of one of its earnings or deductions — that line changed.
 * Taxes and net pay are computed again.
 */
export const AddPayslipLineRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80 }),
    type: Type.Enum(['Earning', 'Deduction']),
    amount: Type.String({
      pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$',
      maxLength: 13,
      errorMessage: 'must be an amount in pesos such as 1500.00, more than 0',
    }),
    taxable: Type.Boolean(),
    reason: Type.String({ minLength: 5, maxLength: 300 }),
  },
  closed,
);

export const PayslipLineParamsSchema = Type.Object(
  { cutoffId: Id, employeeNumber: EmployeeNumber, adjustmentId: Id },
  closed,
);

export const DIFF_BASES = ['computation', 'previous-cutoff'] as const;
export const PayslipDiffQuerySchema = Type.Object(
  {
    /** Against the cut-off's previous computation (default), or the register's previous cut-off. */
    against: Type.Optional(Type.Enum(DIFF_BASES)),
  },
  closed,
);

const DiffSide = Type.Object({
  cutoffId: Type.String(),
  computation: Type.Integer(),
  periodStart: DateText,
  periodEnd: DateText,
});

/** `GET /api/hcm/payslip-diff/:cutoffId`: what changed, per employee and line, and by how much. */
export const PayslipDiffSchema = Type.Object({
  before: DiffSide,
  after: DiffSide,
  netBefore: Money,
  netAfter: Money,
  /** Only employees whose payslip changed, the largest change in net pay first. */
  employees: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      employeeName: Type.String(),
      change: Type.Enum(['changed', 'added', 'removed']),
      netBefore: Money,
      netAfter: Money,
      netChange: Money,
      lines: Type.Array(
        Type.Object({
          code: Type.String(),
          label: Type.String(),
          before: Money,
          after: Money,
          change: Money,
        }),
      ),
    }),
  ),
});
export type PayslipDiff = Static<typeof PayslipDiffSchema>;

export const REGISTER_VIEWS = ['summary', 'itemized'] as const;
/** A sheet as a file, or as JSON (`RegisterSheetSchema`) for the screen that shows it. */
export const SHEET_FORMATS = ['xlsx', 'csv', 'json'] as const;
export const DownloadQuerySchema = Type.Object(
  {
    format: Type.Optional(Type.Enum(SHEET_FORMATS)),
    /** The payroll register: one row per employee (summary) or one per payslip line (itemized). */
    view: Type.Optional(Type.Enum(REGISTER_VIEWS)),
  },
  closed,
);

const SheetCell = Type.Union([Type.String(), Type.Number()]);

/**
 * `GET /api/hcm/register-export/:cutoffId?format=json` and `/api/hcm/generate-tar/:cutoffId?format=json`:
 * the sheet the download writes, as the screen shows it. Money cells are decimal text.
 */
export const RegisterSheetSchema = Type.Object({
  cutoff: CutoffSchema,
  columns: Type.Array(
    Type.Object({
      title: Type.String(),
      /** Pesos with 2 decimals (decimal text). */
      money: Type.Optional(Type.Boolean()),
      /** Another number: days, or hours with 2 decimals. */
      number: Type.Optional(Type.Boolean()),
    }),
  ),
  /** One cell per column. */
  rows: Type.Array(Type.Array(SheetCell)),
  /** The cut-off's sums, one cell per column; null when the sheet has none. */
  totals: Type.Union([Type.Array(SheetCell), Type.Null()]),
});
export type RegisterSheet = Static<typeof RegisterSheetSchema>;

export const ConsolidationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  registers: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Consolidation = Static<typeof ConsolidationSchema>;
export const ConsolidationsResponseSchema = Type.Object({ items: Type.Array(ConsolidationSchema) });
export const CreateConsolidationRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80 }),
    registerIds: Type.Array(Id, { minItems: 2, maxItems: 50, uniqueItems: true }),
  },
  closed,
);
export type CreateConsolidationRequest = Static<typeof CreateConsolidationRequestSchema>;
export const ConsolidationParamsSchema = Type.Object({ consolidationId: Id }, closed);
export const ConsolidatedCutoffParamsSchema = Type.Object(
  { consolidationId: Id, cutoffId: Id },
  closed,
);

export const ConsolidationPeriodsQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);

/**
 * `GET /api/hcm/consolidated-register/:consolidationId/periods`: the pay periods of a year of the
 * consolidation's registers, each with the cut-off every register has of exactly that period.
 */
export const ConsolidationPeriodsSchema = Type.Object({
  year: Type.Integer(),
  /** The years in which any of its registers has cut-offs. */
  years: Type.Array(Type.Integer()),
  items: Type.Array(
    Type.Object({
      periodStart: DateText,
      periodEnd: DateText,
      /** In the order of the consolidation's registers; only those with a cut-off of the period. */
      cutoffs: Type.Array(
        Type.Object({
          registerId: Type.String(),
          cutoffId: Type.String(),
          status: Type.Enum(CUTOFF_STATUSES),
          payslips: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type ConsolidationPeriods = Static<typeof ConsolidationPeriodsSchema>;

/**
 * `GET /api/hcm/consolidated-register/:consolidationId/cutoff/:cutoffId`: the cut-offs of the
 * consolidation's registers whose period overlaps the given one, side by side: one column per
 * register, one row per kind of line, with totals.
 */
export const ConsolidatedCutoffSchema = Type.Object({
  consolidation: ConsolidationSchema,
  periodStart: DateText,
  periodEnd: DateText,
  columns: Type.Array(
    Type.Object({
      registerId: Type.String(),
      registerName: Type.String(),
      cutoffId: Type.Union([Type.String(), Type.Null()]),
      status: Type.Union([Type.Enum(CUTOFF_STATUSES), Type.Null()]),
      /** The register's own period and pay date, which may differ from the consolidated one. */
      periodStart: Type.Union([DateText, Type.Null()]),
      periodEnd: Type.Union([DateText, Type.Null()]),
      payDate: Type.Union([DateText, Type.Null()]),
      /** Headcount: the payslips of its current computation. */
      payslips: Type.Integer(),
    }),
  ),
  /** Headcount of all the registers. */
  payslips: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      section: Type.Enum(['earnings', 'deductions', 'totals']),
      /** One amount per column, then the total. */
      amounts: Type.Array(Money),
    }),
  ),
});
export type ConsolidatedCutoff = Static<typeof ConsolidatedCutoffSchema>;

/** The usual register: semi-monthly, half the contributions each cut-off, on the monthly basic. */
export const SEMI_MONTHLY_REGISTER: Omit<RegisterSettings, 'name'> = {
  payFrequency: 'semi_monthly',
  contributionSchedule: 'monthly_ee_share_split_half_each_cutoff',
  sssBasis: 'monthly_basic',
  philhealthBasis: 'monthly_basic',
  hdmfBasis: 'monthly_basic',
  factor: 261,
  payDayOffset: 5,
  requireApprovedDtr: true,
};

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
