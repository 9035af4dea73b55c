import type {
  OrgAsset,
  OrgSettings,
  OrgSettingsRequest,
} from '../../../../shared/api/organization';
import type { OrgAssetKind } from '../../../../shared/org-assets';
import { apiClient } from '../../../lib/api-client';
import type { ApiKey } from '../../../lib/swr-keys';

const SETTINGS_PATH = '/api/organization/settings';

/** `GET /api/organization/settings`: the administrator's view of the organisation's settings. */
export const orgSettingsKey = (accountId: string): ApiKey => ({
  path: SETTINGS_PATH,
  scope: accountId,
});

export const orgSettingsApi = {
  save: (settings: OrgSettingsRequest) => apiClient.put<OrgSettings>(SETTINGS_PATH, settings),
  /** Replaces one branding image; answers where it is now served. */
  upload: (kind: OrgAssetKind, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiClient.put<OrgAsset>(`/api/organization/assets/${kind}`, form);
  },
  remove: (kind: OrgAssetKind) => apiClient.delete<void>(`/api/organization/assets/${kind}`),
};
