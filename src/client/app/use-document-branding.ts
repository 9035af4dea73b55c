import { useEffect } from 'react';
import type { OrgResources } from '../../shared/api/organization';

/** The tab shows the organisation's favicon and system name. */
export function useDocumentBranding(resources: OrgResources | null): void {
  useEffect(() => {
    if (!resources) return;
    document.title = resources.tradeName;
    // An organisation without a favicon keeps the page's own.
    if (!resources.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = resources.favicon;
  }, [resources]);
}
