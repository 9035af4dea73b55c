import type { RecordAggregateRequest } from '../../../shared/api/record-views';
import type { RecordListRequest } from '../../../shared/api/records';
import type { ApiKey } from '../../lib/swr-keys';

/** SWR keys of the record engine; `scope` keeps different users' caches apart. */
export const recordKeys = {
  forms: (scope: string): ApiKey => ({ path: '/api/forms', scope }),
  form: (formId: string, scope: string): ApiKey => ({
    path: `/api/forms/${encodeURIComponent(formId)}`,
    scope,
  }),
  list: (body: RecordListRequest, scope: string): ApiKey => ({
    path: '/api/records/list',
    method: 'POST',
    body,
    scope,
  }),
  aggregate: (body: RecordAggregateRequest, scope: string): ApiKey => ({
    path: '/api/records/aggregate',
    method: 'POST',
    body,
    scope,
  }),
  record: (id: string, scope: string): ApiKey => ({
    path: `/api/records/${encodeURIComponent(id)}`,
    scope,
  }),
  savedViews: (formId: string, scope: string): ApiKey => ({
    path: `/api/records/saved-views?form_id=${encodeURIComponent(formId)}`,
    scope,
  }),
  history: (id: string, scope: string): ApiKey => ({
    path: `/api/records/${encodeURIComponent(id)}/history`,
    scope,
  }),
};
