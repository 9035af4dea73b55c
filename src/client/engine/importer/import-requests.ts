import type {
  ColumnMapping,
  ImportBatch,
  ImportMode,
  UndoResult,
} from '../../../shared/api/import-batches';
import { apiBlob, apiClient } from '../../lib/api-client';

const id = encodeURIComponent;
const batchPath = (batchId: string) => `/api/imports/batch/${id(batchId)}`;

/** The batch importer's calls; errors reject as ApiError (413, 415, 409, 422 naming the field). */
export const importRequests = {
  template: (formId: string) => apiBlob(`/api/imports/${id(formId)}/template`),
  upload(formId: string, file: File, mode: ImportMode): Promise<ImportBatch> {
    const body = new FormData();
    body.append('mode', mode);
    body.append('file', file);
    return apiClient.post<ImportBatch>(`/api/imports/${id(formId)}`, body);
  },
  batch: (batchId: string) => apiClient.get<ImportBatch>(batchPath(batchId)),
  map: (batchId: string, columns: ColumnMapping[]) =>
    apiClient.put<ImportBatch>(`${batchPath(batchId)}/mapping`, { columns }),
  check: (batchId: string) =>
    apiClient.post<{ runId: string }>(`${batchPath(batchId)}/check`, undefined),
  commit: (batchId: string, skipBadRows: boolean) =>
    apiClient.post<{ runId: string }>(`${batchPath(batchId)}/commit`, { skipBadRows }),
  undo: (batchId: string) => apiClient.post<UndoResult>(`${batchPath(batchId)}/undo`, undefined),
  problemsFile: (batchId: string) => apiBlob(`${batchPath(batchId)}/problems.xlsx`),
};
