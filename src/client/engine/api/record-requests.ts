import type {
  RecordExportRequest,
  RecordItem,
  RecordTransitionRequest,
  StoredFile,
} from '../../../shared/api/records';
import { apiBlob, apiClient } from '../../lib/api-client';

type Data = Record<string, unknown>;
const recordPath = (id: string) => `/api/records/${encodeURIComponent(id)}`;

/** The writes of the record engine; errors reject as ApiError (409 stale, 422 fields). */
export const recordRequests = {
  create: (formId: string, data: Data) =>
    apiClient.post<RecordItem>('/api/records', { form_id: formId, data }),
  update: (id: string, data: Data, version: number) =>
    apiClient.put<RecordItem>(recordPath(id), { data, version }),
  remove: (id: string) => apiClient.delete<RecordItem>(recordPath(id)),
  restore: (id: string) => apiClient.post<RecordItem>(`${recordPath(id)}/restore`, {}),
  transition: (id: string, request: RecordTransitionRequest) =>
    apiClient.post<RecordItem>(`${recordPath(id)}/transition`, request),
  uploadFile(file: File): Promise<StoredFile> {
    const body = new FormData();
    body.append('file', file);
    return apiClient.post<StoredFile>('/api/files', body);
  },
  exportFile: (request: RecordExportRequest) =>
    apiBlob('/api/records/export', { method: 'POST', body: request }),
  fileContent: (id: string) => apiBlob(`/api/files/${encodeURIComponent(id)}`),
  pdf: (id: string) => apiBlob(`${recordPath(id)}/pdf`),
};
