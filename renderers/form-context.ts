import type { FieldInfo } from '../src/shared/forms/fields';
import type { StoredFile } from '../src/shared/api/records';

/** One choice offered by a lookup widget. */
export interface LookupOption {
  id: string;
  label: string;
  employeeNumber?: string;
}

/**
 * Watches the picture of a stored image: `show` gets a URL the page may draw (as soon as it has
 * one, and null when it cannot be shown); the function answered stops watching. The app keeps
 * the bytes (which need the session) in a cache, so a picture shown many times loads once.
 */
export type ImageSource = (file: StoredFile, show: (url: string | null) => void) => () => void;

/**
 * What the renderers need from the app, passed as RJSF `formContext`: renderers never fetch,
 * so searching other records, storing files and showing pictures come in as callbacks.
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
  /** Shows stored pictures (photo fields); without it they show a placeholder. */
  imageSource?: ImageSource;
}
