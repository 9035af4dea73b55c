import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import type { FormDefinition } from '../../shared/forms/definition';
import { fieldsOf, type FieldInfo } from '../../shared/forms/fields';
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

const EMPLOYEES = 'ers-employee';

type Reference = { id: string; label: string };

/** What a sample may point at: employees by number, any other record by its label, per form. */
export interface SeedReferences {
  employees: ReadonlyMap<string, Reference>;
  records: ReadonlyMap<string, ReadonlyMap<string, Reference>>;
}

/**
 * A sample's references pointed at this organisation's records: employee references
 * (`{ employeeNumber }`) by number, lookups of other forms (child tables' too) by the label the
 * sample gives them (samples cannot know the ids records get). A reference to nothing seeded
 * stays as written.
 */
export function withReferences(
  definition: FormDefinition,
  data: Record<string, unknown>,
  { employees, records }: SeedReferences,
): Record<string, unknown> {
  const resolve = (field: FieldInfo | undefined, value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value))
      return field?.kind === 'table'
        ? value.map((row: Record<string, unknown>) => resolveAll(field.columns ?? [], row))
        : value;
    if ('employeeNumber' in value) {
      const number = String(value.employeeNumber);
      const employee = employees.get(number);
      return employee ? { ...employee, employeeNumber: number } : value;
    }
    const label = 'label' in value ? String(value.label) : undefined;
    const target = field?.lookupFormId;
    return (target && label ? records.get(target)?.get(label) : undefined) ?? value;
  };
  const resolveAll = (fields: FieldInfo[], values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        resolve(
          fields.find((field) => field.name === key),
          value,
        ),
      ]),
    );
  return resolveAll(fieldsOf(definition), data);
}

/** The forms a definition's lookups name, its child tables' included. */
const lookupTargets = (form: LoadedForm): string[] =>
  [...form.fields.values()].flatMap((field) =>
    [field, ...(field.columns ?? [])].flatMap((each) => each.lookupFormId ?? []),
  );

/** The forms in an order where each comes after the forms its lookups name (the master first). */
function seedOrder(forms: readonly LoadedForm[]): LoadedForm[] {
  const byId = new Map(forms.map((form) => [form.definition.formId, form]));
  const ordered: LoadedForm[] = [];
  const visited = new Set<string>();
  const visit = (form: LoadedForm) => {
    if (visited.has(form.definition.formId)) return;
    visited.add(form.definition.formId);
    for (const formId of lookupTargets(form)) {
      const target = byId.get(formId);
      if (target) visit(target);
    }
    ordered.push(form);
  };
  const master = byId.get(EMPLOYEES);
  if (master) visit(master);
  forms.forEach(visit);
  return ordered;
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
      const unseeded = forms.all().filter((form) => !seeded.has(form.definition.formId));
      const named = new Set(unseeded.flatMap(lookupTargets));
      const employees = new Map<string, Reference>();
      const records = new Map<string, Map<string, Reference>>();
      for (const form of seedOrder(forms.all())) {
        const labels = new Map<string, Reference>();
        records.set(form.definition.formId, labels);
        if (!seeded.has(form.definition.formId)) {
          const extra = form.definition.formId === EMPLOYEES ? employeesOf(org) : [];
          for (const data of [...(form.definition.seed ?? []), ...extra]) {
            const record = await insertRecord(
              tx,
              orgId,
              form,
              withReferences(form.definition, data, { employees, records }),
              'seed',
            );
            await addHistory(tx, orgId, record, 'created', 'seed', []);
            const label = recordLabel(form, record.data);
            labels.set(label, { id: record.id, label });
            if (form.definition.formId === EMPLOYEES) {
              employees.set((record.data as ErsEmployeeData).employeeNumber, {
                id: record.id,
                label,
              });
            }
          }
        } else if (form.definition.formId === EMPLOYEES || named.has(form.definition.formId)) {
          // Seeded at an earlier start: what samples still to come may name is read back.
          for (const row of await tx
            .selectFrom('records')
            .select(['id', 'data'])
            .where('org_id', '=', orgId)
            .where('form_id', '=', form.definition.formId)
            .where('deleted_at', 'is', null)
            .execute()) {
            const label = recordLabel(form, row.data as Record<string, unknown>);
            labels.set(label, { id: row.id, label });
            if (form.definition.formId === EMPLOYEES)
              employees.set((row.data as ErsEmployeeData).employeeNumber, { id: row.id, label });
          }
        }
      }
    });
  }
}
