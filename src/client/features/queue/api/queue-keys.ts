import type { JobRunsQuery } from '../../../../shared/api/jobs';
import type { ApiKey } from '../../../lib/swr-keys';

export const queueKeys = {
  list: (accountId: string, query: JobRunsQuery): ApiKey => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== undefined && value !== false) search.set(name, String(value));
    return { path: `/api/jobs?${search.toString()}`, scope: accountId };
  },
  run: (accountId: string, id: string): ApiKey => ({
    path: `/api/jobs/${encodeURIComponent(id)}`,
    scope: accountId,
  }),
};
