import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import type { Role } from '../../shared/roles';
import {
  formatGovernmentNumber,
  GOVERNMENT_NUMBER_KINDS,
} from '../../shared/people/government-numbers';
import { DEMO_ORGANIZATIONS, DEMO_REPORTS_TO, demoEmail } from './demo-organizations';
import { seedSampleRecords } from './sample-records';

type DemoOrganization = (typeof DEMO_ORGANIZATIONS)[number];

/** Monthly rates in centavos by role, so the demo payslips differ. */
const DEMO_RATES: Record<Role, number> = {
  admin: 6_500_000,
  hr: 5_500_000,
  payroll: 3_800_000,
  approver: 4_800_000,
  employee: 2_600_000,
};

/** The id a sample's lookup carries until the seed resolves it by label. */
const UNRESOLVED = '00000000-0000-4000-8000-000000000000';

/**
 * Each demo user is also in the employee master, so their punches make time records; managers
 * come before the people reporting to them, whose `manager` names them by number.
 */
const employeesOf = (org: DemoOrganization): Record<string, unknown>[] =>
  org.users.map((user) => ({
    employeeNumber: user.employeeNumber,
    lastName: user.lastName,
    firstName: user.firstName,
    email: demoEmail(user, org.orgId),
    ...(DEMO_REPORTS_TO[user.username]
      ? {
          manager: {
            employeeNumber: org.users.find(
              (other) => other.username === DEMO_REPORTS_TO[user.username],
            )?.employeeNumber,
          },
        }
      : {}),
    department: user.department,
    position: user.position,
    // Lookups by name: the seed points them at the organisation's own reference records.
    gender: { id: UNRESOLVED, label: user.profile.gender },
    birthDate: user.profile.birthDate,
    site: { id: UNRESOLVED, label: user.profile.site },
    employmentType: { id: UNRESOLVED, label: 'Full-time' },
    hireDate: '2022-01-10',
    employmentStatus: 'Regular',
    restDays: ['Saturday', 'Sunday'],
    payBasis: 'Monthly',
    rate: DEMO_RATES[user.role],
    ...demoPayDetails(user.employeeNumber),
    active: true,
  }));

/**
 * Made-up government and bank account numbers built from the employee number, so the demo's
 * remittance lists and bank files have rows to show. They pass the format checks only.
 */
function demoPayDetails(employeeNumber: string) {
  const digits = employeeNumber.replace(/\D/g, '').padStart(8, '0').slice(-8);
  const numbers = {
    sss: `34${digits}`,
    philhealth: `12${digits}00`,
    pagibig: `1210${digits}`,
    tin: `4${digits}000`,
  };
  return {
    governmentNumbers: Object.fromEntries(
      GOVERNMENT_NUMBER_KINDS.map((kind) => [kind, formatGovernmentNumber(kind, numbers[kind])]),
    ),
    bankAccountNumber: `0012${digits}`,
  };
}

/**
 * Gives each demo organisation every definition's sample records and its people in the employee
 * master, once: a form that already has records there is left alone, so demo edits survive
 * restarts.
 */
export async function seedDemoRecords(db: Kysely<Database>, forms: FormRegistry): Promise<void> {
  for (const org of DEMO_ORGANIZATIONS) {
    await withOrg(db, org.orgId, (tx) =>
      seedSampleRecords(tx, org.orgId, forms, {
        extra: (formId) => (formId === 'ers-employee' ? employeesOf(org) : []),
      }),
    );
  }
}
