import type { BuiltForm } from '../../../shared/api/form-builder';
import type { FormDefinition } from '../../../shared/forms/definition';
import { apiBlob, apiClient } from '../../lib/api-client';
import type { ApiKey } from '../../lib/swr-keys';

const base = '/api/form-builder';
const one = (formId: string) => `${base}/${encodeURIComponent(formId)}`;

/** SWR keys of the form builder; `scope` keeps different users' caches apart. */
export const builderKeys = {
  list: (scope: string): ApiKey => ({ path: base, scope }),
  form: (formId: string, scope: string): ApiKey => ({ path: one(formId), scope }),
  versions: (formId: string, scope: string): ApiKey => ({
    path: `${one(formId)}/versions`,
    scope,
  }),
  version: (formId: string, version: number, scope: string): ApiKey => ({
    path: `${one(formId)}/versions/${version}`,
    scope,
  }),
  /** The server's check of a definition being edited (a POST that only reads). */
  check: (definition: unknown, formId: string | undefined, scope: string): ApiKey => ({
    path: `${base}/check`,
    method: 'POST',
    readOnly: true,
    body: { definition, ...(formId ? { formId } : {}) },
    scope,
  }),
  /** A product record type as its file holds it. */
  file: (formId: string, scope: string): ApiKey => ({
    path: `${base}/files/${encodeURIComponent(formId)}`,
    scope,
  }),
};

/** The builder's calls; errors reject as ApiError (409 stale or taken, 422 with problems). */
export const builderRequests = {
  create: (definition: FormDefinition, note: string) =>
    apiClient.post<BuiltForm>(base, { definition, ...(note ? { note } : {}) }),
  update: (definition: FormDefinition, version: number, note: string) =>
    apiClient.put<BuiltForm>(one(definition.formId), {
      definition,
      version,
      ...(note ? { note } : {}),
    }),
  archive: (formId: string, version: number) =>
    apiClient.delete<void>(`${one(formId)}?version=${version}`),
  exportFile: (formId: string, version?: number) =>
    apiBlob(`${one(formId)}/export${version ? `?version=${version}` : ''}`),
};
