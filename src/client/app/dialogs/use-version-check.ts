import { useEffect } from 'react';
import { APP_VERSION, isNewerVersion } from '../../../shared/version';
import { apiClient } from '../../lib/api-client';
import { dialogStore } from '../../lib/dialog-store';

/** On start, asks the server its version; a newer one raises the 'Information' dialog. */
export function useVersionCheck(): void {
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .post<{ version: string }>('/api/hcm/version/get', {}, { signal: controller.signal })
      .then(({ version }) => {
        if (isNewerVersion(version, APP_VERSION)) dialogStore.showNewVersion(version, APP_VERSION);
      })
      // The check is a courtesy: if it fails the app simply proceeds.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
}
