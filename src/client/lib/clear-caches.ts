/** The Update action: drop every Cache Storage entry and this tab's sessionStorage, then reload. */
export async function clearCachesAndReload(): Promise<void> {
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
    window.sessionStorage.clear();
  } finally {
    window.location.reload();
  }
}
