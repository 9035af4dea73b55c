import { Type, type Static } from 'typebox';
import addressFragment from '../../../schemas/_defs/address.json';
import type { Address } from '../forms/record-types.generated';
import { RoleIdsSchema } from '../access/role-ids';
import { RecordPathsSchema } from '../forms/definition-workflow';
import { AccountStatusSchema } from './identity';

/** The engine definition every employee profile is a view of. */
export const EMPLOYEE_FORM_ID = 'ers-employee';

/** Master fields only admins, HR and payroll see: what the employee is paid and where. */
export const PAY_FIELDS = [
  'payBasis',
  'rate',
  'taxStatus',
  'minimumWageEarner',
  'payrollFactor',
  'bank',
  'bankAccountNumber',
] as const;

/** Master fields an employee keeps up to date themselves (`PATCH .../self`). */
export const CONTACT_FIELDS = ['mobile', 'email', 'presentAddress', 'permanentAddress'] as const;

/** `GET /api/hcm/employee-profile`: exactly one of the three names the employee. */
export const EmployeeProfileQuerySchema = Type.Object(
  {
    employeeNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    accountId: Type.Optional(
      Type.String({ format: 'uuid', errorMessage: 'must be an account id' }),
    ),
    self: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type EmployeeProfileQuery = Static<typeof EmployeeProfileQuerySchema>;

/** The account signed in as this employee; `roles` are left out where the organisation hides it. */
export const ProfileAccountSchema = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  roles: Type.Optional(RoleIdsSchema),
  status: AccountStatusSchema,
  loggedIn: Type.Boolean(),
});
export type ProfileAccount = Static<typeof ProfileAccountSchema>;

/** Another definition's records that name this employee (movements, disciplinary actions...). */
export const RelatedRecordsSchema = Type.Object({
  formId: Type.String(),
  title: Type.String(),
  route: Type.String(),
  listAtBase: Type.Boolean(),
  paths: Type.Optional(RecordPathsSchema),
  count: Type.Integer(),
});
export type RelatedRecords = Static<typeof RelatedRecordsSchema>;

const FreeForm = Type.Record(Type.String(), Type.Unknown());

export const EmployeeProfileSchema = Type.Object({
  record: Type.Object({ id: Type.String(), version: Type.Integer(), data: FreeForm }),
  /**
   * The master's schema and uiSchema as the organisation uses it, less what this viewer may not
   * see: the page renders values with the engine's own renderers without reading the form.
   */
  definition: Type.Object({ schema: FreeForm, uiSchema: FreeForm }),
  account: Type.Union([ProfileAccountSchema, Type.Null()]),
  viewer: Type.Object({
    /** The viewer is this employee. */
    isSelf: Type.Boolean(),
    /** May edit the master record (the engine's edit page). */
    canEdit: Type.Boolean(),
    canSeePay: Type.Boolean(),
    /** May read the master record's history (`GET /api/records/:id/history`). */
    canSeeHistory: Type.Boolean(),
  }),
  related: Type.Array(RelatedRecordsSchema),
});
export type EmployeeProfile = Static<typeof EmployeeProfileSchema>;

/** A postal address, as the definitions' `address` fragment states it (closed and bounded). */
const AddressSchema = Type.Unsafe<Address>(addressFragment);
const clearable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/**
 * `PATCH /api/hcm/employee-profile/self`: the signed-in employee's own contact details. A field
 * given replaces the stored one, `null` clears it, one left out stays; the master record's
 * definition then checks the whole record, as any save does.
 */
export const SelfContactUpdateSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    mobile: clearable(Type.String({ maxLength: 20 })),
    email: clearable(Type.String({ maxLength: 254 })),
    presentAddress: clearable(AddressSchema),
    permanentAddress: clearable(AddressSchema),
  },
  { additionalProperties: false },
);
export type SelfContactUpdate = Static<typeof SelfContactUpdateSchema>;
