import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { accessScope } from '../forms/form-access';
import type { LoadedForm } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { ownEmployeeNumber } from '../directory/employee-subject';

/** The employee number a record names through its form's employee field, if any. */
export function recordEmployeeNumber(
  form: LoadedForm,
  data: Record<string, unknown>,
): string | undefined {
  let value: unknown = data;
  for (const key of form.plan.employee ?? []) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Whether the record names the caller as its employee (an account without one is named by none). */
export async function namesCaller(
  tx: Tx,
  who: Principal,
  form: LoadedForm,
  data: Record<string, unknown>,
): Promise<boolean> {
  const named = recordEmployeeNumber(form, data);
  return named !== undefined && named === (await ownEmployeeNumber(tx, who).catch(() => undefined));
}

/**
 * The caller's own employee number when their access to the form is their own records only
 * (`access.own`); null when they reach every record the operation allows.
 */
export async function ownScope(
  tx: Tx,
  who: Principal,
  form: LoadedForm,
  op: 'read' | 'write',
): Promise<string | null> {
  return accessScope(form.definition, who, op) === 'own' ? ownEmployeeNumber(tx, who) : null;
}

/** `ownScope` before a read that runs elsewhere (the org reader): one short transaction. */
export const ownReadScope = (db: Kysely<Database>, who: Principal, form: LoadedForm) =>
  accessScope(form.definition, who, 'read') === 'own'
    ? withOrg(db, who.orgId, (tx) => ownEmployeeNumber(tx, who))
    : Promise.resolve(null);

/** A write limited to one's own records must name the caller, before and after. */
export function assertOwnRecord(
  form: LoadedForm,
  data: Record<string, unknown>,
  own: string | null,
): void {
  if (own !== null && recordEmployeeNumber(form, data) !== own) {
    throw new AppError(
      'forbidden',
      `You may add and change only your own ${form.definition.pluralTitle ?? form.definition.title}.`,
    );
  }
}
