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
  /** A deduction is carried to the next cut-off; contributions are not deducted at all. */
  kind: Type.Enum(['deduction', 'contributions']),
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

export const PayslipSchema = Type.Object({
  cutoff: CutoffSchema,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  computation: Type.Integer(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  lines: Type.Array(PayslipLineSchema),
  deferred: Type.Array(DeferredSchema),
  /** The calculator inputs the run used: the same call gives the same payslip. */
  inputs: Type.Record(Type.String(), Type.Unknown()),
  result: Type.Record(Type.String(), Type.Unknown()),
  trace: Type.Array(TraceLineSchema),
  tables: Type.Record(Type.String(), Type.String()),
});
export type Payslip = Static<typeof PayslipSchema>;
