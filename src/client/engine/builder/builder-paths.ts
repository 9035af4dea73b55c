/** The form builder's page of one record type: its template (`/record_template/:formId`). */
export const templatePath = (formId: string, version?: number) =>
  `/record_template/${encodeURIComponent(formId)}${version ? `?version=${version}` : ''}`;
