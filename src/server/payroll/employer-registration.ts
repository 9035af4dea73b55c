import { sql } from 'kysely';
import type { PayrollEmployerData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';

export const EMPLOYER_FORM_ID = 'payroll-employer';

/**
 * The organisation's active employer registration (`/payroll/employer`), which the government
 * files, the BIR certificates and the alphalist print; the newest if several are active. Without
 * one those documents cannot be made: a 409 that says where to fill it in.
 */
export async function employerRegistrationOf(tx: Tx, orgId: string): Promise<PayrollEmployerData> {
  const row = await tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', EMPLOYER_FORM_ID)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`(data->>'active')::boolean`)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      'conflict',
      'The employer registration is missing: fill in an active one at Payroll › Employer registrations (/payroll/employer)',
    );
  return row.data as PayrollEmployerData;
}
