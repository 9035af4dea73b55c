import { createContext, useContext, useEffect } from 'react';
import type { OrgResources } from '../../shared/api/organization';

/** How a screen names itself to the tab (null: no particular page); AppProviders keeps the name. */
export const PageNameContext = createContext<(name: string | null) => void>(() => undefined);

/** Names the page being shown in the tab, history and to screen readers, until it goes. */
export function usePageName(name: string): void {
  const setName = useContext(PageNameContext);
  useEffect(() => {
    setName(name);
    return () => setName(null);
  }, [name, setName]);
}

/** The tab shows the organisation's favicon, and the page's name before its system name. */
export function useDocumentBranding(resources: OrgResources | null, pageName: string | null): void {
  const tradeName = resources?.tradeName;
  useEffect(() => {
    if (!tradeName) return;
    document.title = pageName ? `${pageName} · ${tradeName}` : tradeName;
  }, [tradeName, pageName]);

  useEffect(() => {
    // An organisation without a favicon keeps the page's own.
    if (!resources?.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = resources.favicon;
  }, [resources]);
}
