import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { readBuiltDefinitions } from './built-forms.repository';

/**
 * Makes the organisation's built record types known to the registry (once per process, as the
 * application role with the organisation set): every request of a signed-in user does this
 * first, so the engine's routes find them as they find the files'.
 */
export function loadBuiltForms(
  db: Kysely<Database>,
  forms: FormRegistry,
  orgId: string,
): Promise<void> {
  return forms.ensureBuilt(orgId, () =>
    withOrg(db, orgId, (tx) => readBuiltDefinitions(tx, orgId)),
  );
}
