import type { ApiKey } from '../../../lib/swr-keys';

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '' && value !== false) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const announcementKeys = {
  list: (
    accountId: string,
    params: { search?: string; all?: boolean; limit: number; offset: number },
  ): ApiKey => ({ path: `/api/hcm/announcements${query(params)}`, scope: accountId }),
  one: (accountId: string, id: string): ApiKey => ({
    path: `/api/hcm/announcements/${encodeURIComponent(id)}`,
    scope: accountId,
  }),
  readers: (accountId: string, id: string, offset: number, limit: number): ApiKey => ({
    path: `/api/hcm/announcements/${encodeURIComponent(id)}/reads${query({ limit, offset })}`,
    scope: accountId,
  }),
};
