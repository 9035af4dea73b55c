import type { FormSummary } from '../../../../shared/api/records';

/** Where a record type's screens live; the same pages serve several URL schemes. */
export interface RecordPaths {
  list: string;
  add: string;
  edit: (recordId: string) => string;
  view: (recordId: string) => string;
}

const id = encodeURIComponent;

/** The engine's own routes: /record_template, /create_record, /edit_record, /view_record. */
export function enginePaths(formId: string): RecordPaths {
  return {
    list: `/record_template/${id(formId)}`,
    add: `/create_record/${id(formId)}`,
    edit: (recordId) => `/edit_record/${id(formId)}/${id(recordId)}`,
    view: (recordId) => `/view_record/${id(formId)}/${id(recordId)}`,
  };
}

/** The engine home (/rtb/:view?/:recordId?): list and view there, add and edit as the engine. */
export function rtbPaths(formId: string): RecordPaths {
  return {
    ...enginePaths(formId),
    list: `/rtb/${id(formId)}`,
    view: (recordId) => `/rtb/${id(formId)}/${id(recordId)}`,
  };
}

/** A definition's own routes under its `route` base (spec: list, add, edit, view). */
export function definitionPaths({
  formId,
  route,
  listAtBase,
}: Pick<FormSummary, 'formId' | 'route' | 'listAtBase'>): RecordPaths {
  return {
    list: listAtBase ? route : `${route}/list`,
    add: `${route}/add/${id(formId)}`,
    edit: (recordId) => `${route}/edit/${id(formId)}/${id(recordId)}`,
    view: (recordId) => `${route}/view/${id(formId)}/${id(recordId)}`,
  };
}

/** What every record screen is given by the route that shows it. */
export interface RecordPageProps {
  formId: string;
  paths: RecordPaths;
}
