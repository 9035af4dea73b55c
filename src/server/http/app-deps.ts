import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { OrgReader } from '../db/org-reader';
import type { FileStores } from '../files/store/file-stores';
import type { FormRegistry } from '../forms/form-registry';
import type { JobQueue } from '../jobs/job-queue';
import type { RecordModules } from '../records/record-save';

/** What every route plugin is registered with. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Read-only, organisation-scoped connections for the busiest reads. */
  reader: OrgReader;
  config: Config;
  forms: FormRegistry;
  /** Where stored files' bytes are kept (FILE_STORE). */
  files: FileStores;
  /** Background runs: a plugin registers its kinds' handlers here and enqueues runs. */
  jobs: JobQueue;
  /** The modules' hooks and settlers the record engine calls (`src/server/modules.ts`). */
  modules: RecordModules;
}
