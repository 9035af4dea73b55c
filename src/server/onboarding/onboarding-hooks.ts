import type { LoadedForm } from '../forms/form-registry';
import type { RecordHooks } from '../records/record-save';
import { recordEmployeeNumber } from '../records/record-scope';

/**
 * Each onboarding sub-form holds one record per new hire (the checklist opens it to edit): a
 * second one for the same employee is refused, pointing at the first.
 */
export const onboardingHooks = (form: LoadedForm): RecordHooks => ({
  check: async ({ tx, orgId }, data, previous) => {
    const number = recordEmployeeNumber(form, data);
    if (!number) return [];
    const other = await tx
      .selectFrom('records')
      .select('id')
      .where('org_id', '=', orgId)
      .where('form_id', '=', form.definition.formId)
      .where('employee_number', '=', number)
      .where('deleted_at', 'is', null)
      .$if(previous !== null, (query) => query.where('id', '!=', previous?.id ?? ''))
      .limit(1)
      .executeTakeFirst();
    return other
      ? [
          {
            path: `/${form.plan.employee?.[0] ?? 'employee'}`,
            message: `${number} already has ${form.definition.title}: edit that record instead`,
          },
        ]
      : [];
  },
});
