import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { addHistory, insertRecord } from '../records/records.repository';
import { recordLabel } from '../records/record-writes';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Role } from '../../shared/roles';
import {
  formatGovernmentNumber,
  GOVERNMENT_NUMBER_KINDS,
} from '../../shared/people/government-numbers';
import { DEMO_ORGANIZATIONS, DEMO_REPORTS_TO, demoEmail } from './demo-organizations';

type DemoOrganization = (typeof DEMO_ORGANIZATIONS)[number];

/** Monthly rates in centavos by role, so the demo payslips differ. */
const DEMO_RATES: Record<Role, number> = {
  admin: 6_500_000,
  hr: 5_500_000,
  payroll: 3_800_000,
  approver: 4_800_000,
  employee: 2_600_000,
};

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

const EMPLOYEES = 'ers-employee';

/** A sample's employee references (`{ employeeNumber }`) pointed at this organisation's records. */
export function withEmployees(
  data: Record<string, unknown>,
  employees: ReadonlyMap<string, { id: string; label: string }>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const number =
        value && typeof value === 'object' && 'employeeNumber' in value
          ? String(value.employeeNumber)
          : null;
      const employee = number ? employees.get(number) : undefined;
      return [key, employee ? { ...employee, employeeNumber: number } : value];
    }),
  );
}

/**
 * Gives each demo organisation every definition's sample records, once: a form that already
 * has records there is left alone, so demo edits survive restarts.
 */
export async function seedDemoRecords(db: Kysely<Database>, forms: FormRegistry): Promise<void> {
  for (const org of DEMO_ORGANIZATIONS) {
    const { orgId } = org;
    await withOrg(db, orgId, async (tx) => {
      const seeded = new Set(
        (
          await tx
            .selectFrom('records')
            .select('form_id')
            .distinct()
            .where('org_id', '=', orgId)
            .execute()
        ).map((row) => row.form_id),
      );
      // The employee master first: other samples name its employees by number.
      const ordered = [...forms.all()].sort(
        (a, b) =>
          Number(b.definition.formId === EMPLOYEES) - Number(a.definition.formId === EMPLOYEES),
      );
      const employees = new Map<string, { id: string; label: string }>();
      for (const form of ordered) {
        if (!seeded.has(form.definition.formId)) {
          const extra = form.definition.formId === EMPLOYEES ? employeesOf(org) : [];
          for (const data of [...(form.definition.seed ?? []), ...extra]) {
            const record = await insertRecord(
              tx,
              orgId,
              form,
              withEmployees(data, employees),
              'seed',
            );
            await addHistory(tx, orgId, record, 'created', 'seed', []);
            if (form.definition.formId === EMPLOYEES) {
              const employee = record.data as ErsEmployeeData;
              employees.set(employee.employeeNumber, {
                id: record.id,
                label: recordLabel(form, employee),
              });
            }
          }
        }
        if (form.definition.formId === EMPLOYEES) {
          for (const row of await tx
            .selectFrom('records')
            .select(['id', 'data'])
            .where('org_id', '=', orgId)
            .where('form_id', '=', EMPLOYEES)
            .where('deleted_at', 'is', null)
            .execute()) {
            const data = row.data as ErsEmployeeData;
            employees.set(data.employeeNumber, { id: row.id, label: recordLabel(form, data) });
          }
        }
      }
    });
  }
}
