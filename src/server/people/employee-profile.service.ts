import {
  EMPLOYEE_FORM_ID,
  PAY_FIELDS,
  type EmployeeProfile,
  type EmployeeProfileQuery,
} from '../../shared/api/employee-profile';
import type { JsonSchemaNode } from '../../shared/forms/fields';
import { bindOrg } from '../../shared/forms/org-binding';
import { can } from '../../shared/access/capabilities';
import type { Tx } from '../db/tenant';
import { canRead, canWrite } from '../forms/form-access';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { toAccountSummary } from '../identity/accounts.repository';
import { findOrgFlags } from '../organization/organization.repository';
import type { Principal } from '../plugins/guard';
import { countRecordsNaming } from './employee-profile.repository';
import {
  accountEmployeeNumber,
  findEmployeeRecord,
  findEmployeeAccount,
} from '../directory/directory.repository';

/** The one answer for an employee the caller may not see and one that does not exist. */
export const noSuchEmployee = () => new AppError('not_found', 'There is no such employee.');

export interface EmployeeRecord {
  id: string;
  version: number;
  data: Record<string, unknown>;
}

export function masterForm(forms: FormRegistry): LoadedForm {
  const form = forms.get(EMPLOYEE_FORM_ID);
  if (!form) throw noSuchEmployee();
  return form;
}

/** The employee number the query names; null when that account has none. */
async function askedNumber(tx: Tx, who: Principal, query: EmployeeProfileQuery) {
  const given = [query.employeeNumber, query.accountId, query.self || undefined];
  if (given.filter((value) => value !== undefined).length !== 1) {
    throw new AppError(
      'bad_request',
      'Name the employee with exactly one of employeeNumber, accountId or self=true.',
    );
  }
  if (query.employeeNumber) return query.employeeNumber;
  return accountEmployeeNumber(tx, who.orgId, query.accountId ?? who.accountId);
}

/** The master record the query names, if this caller may see it: staff anyone, others themselves. */
export async function visibleEmployee(tx: Tx, who: Principal, query: EmployeeProfileQuery) {
  const number = await askedNumber(tx, who, query);
  const own = query.self ? number : await accountEmployeeNumber(tx, who.orgId, who.accountId);
  const isSelf = Boolean(number && own && number.toLowerCase() === own.toLowerCase());
  if (!number || (!isSelf && !can(who.grants, 'people.read'))) throw noSuchEmployee();
  const record = await findEmployeeRecord(tx, who.orgId, number);
  if (!record) throw noSuchEmployee();
  return { record: record as EmployeeRecord, isSelf };
}

const without = <T>(entries: Record<string, T>, hidden: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(entries).filter(([name]) => !hidden.has(name)));

/** Another definition's records naming the employee, for each one the viewer may read. */
async function relatedRecords(tx: Tx, forms: FormRegistry, who: Principal, number: string) {
  const related = forms
    .all()
    .map(({ definition }) => definition)
    .filter(
      (definition) =>
        definition.formId !== EMPLOYEE_FORM_ID &&
        // The onboarding sub-forms show as one checklist, not a tab each.
        definition.module !== 'onboarding' &&
        definition.list.employeeField &&
        canRead(definition, who),
    );
  const counts = await countRecordsNaming(
    tx,
    who.orgId,
    number,
    related.map((definition) => definition.formId),
  );
  return related.map((definition) => ({
    formId: definition.formId,
    title: definition.pluralTitle ?? definition.title,
    route: definition.route,
    listAtBase: definition.listAtBase ?? false,
    ...(definition.paths ? { paths: definition.paths } : {}),
    count: counts.get(definition.formId) ?? 0,
  }));
}

/**
 * The profile as this viewer may see it: the master record and its definition less what the
 * organisation does not use and, unless the viewer is staff, less pay; the linked account (its
 * role hidden where the organisation says so, except from admins); and the related records.
 */
export async function profileOf(
  tx: Tx,
  forms: FormRegistry,
  who: Principal,
  { record, isSelf }: { record: EmployeeRecord; isSelf: boolean },
): Promise<EmployeeProfile> {
  const master = masterForm(forms);
  const flags = await findOrgFlags(tx, who.orgId);
  const { definition, absent } = bindOrg(master.definition, flags);
  const canSeePay = can(who.grants, 'people.read');
  const hidden = new Set<string>([...absent, ...(canSeePay ? [] : PAY_FIELDS)]);
  const schema = definition.schema as JsonSchemaNode;

  const number = String(record.data.employeeNumber);
  const account = await findEmployeeAccount(tx, who.orgId, number, 'enabled-first');
  const summary = account && toAccountSummary(account);
  const hideRole = flags.viewProfile.hideRoles && !can(who.grants, 'users.manage');
  return {
    record: { id: record.id, version: record.version, data: without(record.data, hidden) },
    definition: {
      schema: {
        ...schema,
        properties: without(schema.properties ?? {}, hidden),
        required: (schema.required ?? []).filter((name) => !hidden.has(name)),
      },
      uiSchema: without(definition.uiSchema ?? {}, hidden),
    },
    account:
      account && summary
        ? {
            accountId: summary.accountId,
            username: summary.username,
            ...(hideRole ? {} : { roles: summary.roles }),
            status: summary.status,
            loggedIn: account.logged_in,
          }
        : null,
    viewer: {
      isSelf,
      canEdit: canWrite(master.definition, who),
      canSeePay,
      canSeeHistory: canRead(master.definition, who),
    },
    related: await relatedRecords(tx, forms, who, number),
  };
}
