import type { ImportReport } from '../../../../shared/api/record-import';
import { apiBlob, apiClient } from '../../../lib/api-client';

const importPath = (formId: string) => `/api/records/import/${encodeURIComponent(formId)}`;

/** The importer's calls; errors reject as ApiError (413, 415, 422 with the file's problems). */
export const importRequests = {
  template: (formId: string) => apiBlob(`${importPath(formId)}/template`),
  /** A check (`dryRun`) writes nothing; an import writes every row or none. */
  send(formId: string, file: File, dryRun: boolean): Promise<ImportReport> {
    const body = new FormData();
    body.append('dryRun', String(dryRun));
    body.append('file', file);
    return apiClient.post<ImportReport>(importPath(formId), body);
  },
};
