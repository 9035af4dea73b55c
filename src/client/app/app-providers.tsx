import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { resolveThemeName } from '../../shared/themes';
import { useActiveOrgId } from '../lib/active-org';
import { usePreferences } from '../lib/preferences';
import { useOrgResources } from '../lib/use-org-resources';
import { appSystem, paintTheme } from './theme/create-app-system';
import { PageNameContext, useDocumentBranding } from './use-document-branding';

/**
 * The look of the app: a Chakra system painted with the active organisation's theme, the tab's
 * favicon and title (with the page's name), and the reading direction from the customizer. (Data providers live with
 * the signed-in shell: see swr-provider.tsx.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const orgId = useActiveOrgId();
  const { resources } = useOrgResources(orgId);
  const themeName =
    orgId && resources ? resolveThemeName(orgId, resources.colorTemplate) : 'lite-blue';
  const { rtl } = usePreferences();
  // Before the first paint, and again once the organisation's theme is known.
  useLayoutEffect(() => paintTheme(themeName), [themeName]);
  const [pageName, setPageName] = useState<string | null>(null);
  useDocumentBranding(resources, pageName);

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);

  return (
    <ChakraProvider value={appSystem}>
      <LocaleProvider locale={rtl ? 'ar' : 'en-US'}>
        <PageNameContext.Provider value={setPageName}>{children}</PageNameContext.Provider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
