import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { FormRegistry } from '../forms/form-registry';

/** What every route plugin is registered with. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  forms: FormRegistry;
}
