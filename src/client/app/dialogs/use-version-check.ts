import { useEffect } from 'react';
import { APP_VERSION, isNewerVersion } from '../../../shared/version';
import { dialogStore } from '../../lib/dialog-store';
import { swrFetcher } from '../../lib/swr-fetcher';
import { swrKeys } from '../../lib/swr-keys';

/** On start, asks the server its version; a newer one raises the 'Information' dialog. */
export function useVersionCheck(): void {
  useEffect(() => {
    let live = true;
    // Usually already on its way: main.tsx asks before the first render.
    swrFetcher<{ version: string }>(swrKeys.serverVersion())
      .then(({ version }) => {
        if (live && isNewerVersion(version, APP_VERSION))
          dialogStore.showNewVersion(version, APP_VERSION);
      })
      // The check is a courtesy: if it fails the app simply proceeds.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
