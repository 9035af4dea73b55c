import type { FormSummary } from '../../../shared/api/records';
import { formPaths } from '../../../shared/forms/form-paths';

/** Where a record type's screens live; the same pages serve several URL schemes. */
export interface RecordPaths {
  list: string;
  add: string;
  edit: (recordId: string) => string;
  view: (recordId: string) => string;
}

const id = encodeURIComponent;

/** The engine's own pages of a record type: /create_record, /edit_record, /view_record. */
export function enginePaths(formId: string): Omit<RecordPaths, 'list'> {
  return {
    add: `/create_record/${id(formId)}`,
    edit: (recordId) => `/edit_record/${id(formId)}/${id(recordId)}`,
    view: (recordId) => `/view_record/${id(formId)}/${id(recordId)}`,
  };
}

/** A definition's own pages: its declared `paths`, else the standard shapes under `route`. */
export function definitionPaths(
  form: Pick<FormSummary, 'formId' | 'route' | 'paths'> & { listAtBase?: boolean },
): RecordPaths {
  return {
    list: formPaths.list(form),
    add: formPaths.add(form),
    edit: (recordId) => formPaths.edit(form, recordId),
    view: (recordId) => formPaths.view(form, recordId),
  };
}

/** What every record screen is given by the route that shows it. */
export interface RecordPageProps {
  formId: string;
  paths: RecordPaths;
  /** A list page's own filter (a `paths.aliases` entry's). */
  filter?: Record<string, string> | undefined;
}
