import type { FieldInfo } from '../src/shared/forms/fields';
import type { StoredFile } from '../src/shared/api/records';

/** One choice offered by a lookup widget. */
export interface LookupOption {
  id: string;
  label: string;
  employeeNumber?: string;
}

/**
 * What the renderers need from the app, passed as RJSF `formContext`: renderers never fetch,
 * so searching other records and storing files come in as callbacks.
 */
export interface RecordFormContext {
  /** Top-level fields of the definition, by name (labels, kinds, lookup targets). */
  fields: Record<string, FieldInfo>;
  /** Searches another form's records for a lookup (at most ~20 options). */
  searchRecords: (formId: string, q: string) => Promise<LookupOption[]>;
  /** Stores one file (size and type limits apply) and answers what the attachment keeps. */
  uploadFile: (file: File) => Promise<StoredFile>;
  /** Opens a stored file (download). */
  openFile: (file: StoredFile) => void;
}
