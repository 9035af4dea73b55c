import type { Generated } from 'kysely';
import type { ImportMode } from '../../shared/api/import-batches';
import type { Json, Timestamp } from './column-types';

// Row types of the batch importer's tables (see database.ts); keep in step with db/migrations.

export type ImportBatchState = 'uploaded' | 'checked' | 'committed' | 'undone';

export interface ImportBatchesTable {
  org_id: string;
  id: Generated<string>;
  form_id: string;
  mode: ImportMode;
  file_name: string;
  file_sha256: string;
  headers: Json<string[]>;
  /** The file's data rows as read (see stored-rows.ts). */
  rows: Json<unknown>;
  mapping: Json<unknown>;
  mapping_version: Generated<number>;
  state: Generated<ImportBatchState>;
  report: Json<unknown> | null;
  check_run_id: string | null;
  commit_run_id: string | null;
  error: string | null;
  uploaded_by: string;
  uploaded_at: Generated<Date>;
  committed_at: Timestamp | null;
  undone_at: Timestamp | null;
}

export interface ImportBatchRowsTable {
  org_id: string;
  batch_id: string;
  record_id: string;
  action: 'created' | 'updated';
  /** For an update: the changed fields' values before it. */
  before: Json<Record<string, unknown>> | null;
  version_after: number;
}
