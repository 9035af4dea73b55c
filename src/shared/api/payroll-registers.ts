import { Type, type Static } from 'typebox';
import { CONTRIBUTION_BASES, CONTRIBUTION_SCHEDULES, PAY_FREQUENCIES } from './payroll-calculator';
import { EmployeeNumber, Id, Money, closed } from './payroll-common';

// Payroll registers (pay groups) and their members (spec: Payroll register; hcm `register`,
// `register-update`, `employees/register`).

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
