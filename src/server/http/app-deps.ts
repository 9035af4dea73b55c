import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { OrgReader } from '../db/org-reader';
import type { FormRegistry } from '../forms/form-registry';

/** What every route plugin is registered with. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Read-only, organisation-scoped connections for the busiest reads. */
  reader: OrgReader;
  config: Config;
  forms: FormRegistry;
}
