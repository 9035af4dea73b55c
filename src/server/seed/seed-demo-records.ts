import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { addHistory, insertRecord } from '../records/records.repository';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { DEMO_ORGANIZATIONS } from './demo-organizations';

type DemoOrganization = (typeof DEMO_ORGANIZATIONS)[number];

/** Each demo user is also in the employee master, so their punches make time records. */
const employeesOf = (org: DemoOrganization): ErsEmployeeData[] =>
  org.users.map((user) => ({
    employeeNumber: user.employeeNumber,
    lastName: user.lastName,
    firstName: user.firstName,
    department: user.department,
    position: user.position,
    hireDate: '2022-01-10',
    employmentStatus: 'Regular',
    restDays: ['Saturday', 'Sunday'],
    payBasis: 'Monthly',
    rate: 4_500_000,
    active: true,
  }));

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
      for (const form of forms.all()) {
        if (seeded.has(form.definition.formId)) continue;
        const extra = form.definition.formId === 'ers-employee' ? employeesOf(org) : [];
        for (const data of [...form.definition.seed, ...extra]) {
          const record = await insertRecord(tx, orgId, form, data, 'seed');
          await addHistory(tx, orgId, record, 'created', 'seed', []);
        }
      }
    });
  }
}
