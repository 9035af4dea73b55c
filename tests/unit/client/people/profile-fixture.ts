import type { EmployeeProfile } from '../../../../src/shared/api/employee-profile';

const address = {
  type: 'object',
  additionalProperties: false,
  properties: {
    line1: { type: 'string', title: 'Address line 1', maxLength: 200 },
    zipCode: { type: 'string', title: 'ZIP code', pattern: '^[0-9]{4}$' },
  },
};

/** A profile as the server answers it; `pay` says whether the viewer is shown pay. */
export function makeProfile(
  pay: boolean,
  overrides: Partial<EmployeeProfile> = {},
): EmployeeProfile {
  const payFields = pay
    ? {
        payBasis: { type: 'string', title: 'Pay basis', enum: ['Monthly', 'Daily'] },
        rate: { $ref: '#/$defs/money', title: 'Rate' },
        bank: { type: 'string', title: 'Payroll bank' },
      }
    : {};
  return {
    record: {
      id: '00000000-0000-4000-8000-000000000001',
      version: 3,
      data: {
        employeeNumber: '2022-0005',
        firstName: 'Carla',
        lastName: 'Mendoza',
        mobile: '09171234567',
        presentAddress: { line1: '12 Mabini St' },
        ...(pay ? { payBasis: 'Monthly', rate: 2500000 } : {}),
      },
    },
    definition: {
      schema: {
        type: 'object',
        properties: {
          employeeNumber: { type: 'string', title: 'Employee number' },
          firstName: { type: 'string', title: 'First name' },
          lastName: { type: 'string', title: 'Last name' },
          email: { type: 'string', title: 'Email', format: 'email' },
          mobile: { type: 'string', title: 'Mobile number' },
          presentAddress: { $ref: '#/$defs/address', title: 'Present address' },
          department: { type: 'string', title: 'Department' },
          scheduleTemplate: { type: 'string', title: 'Schedule template' },
          ...payFields,
        },
        $defs: { address, money: { type: 'integer' } },
      },
      uiSchema: {},
    },
    account: {
      accountId: 'a-1',
      username: 'employee',
      roles: ['employee'],
      status: 'Active',
      loggedIn: true,
    },
    viewer: { isSelf: !pay, canEdit: false, canSeePay: pay, canSeeHistory: pay },
    related: [],
    ...overrides,
  };
}
