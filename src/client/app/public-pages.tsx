import { lazy, type ComponentType } from 'react';
import { ErrorPage } from '../features/session/error-page';
import { NotFoundPage } from '../features/session/not-found-page';
import { SignupPage } from '../features/session/signup-page';
import { UnauthorizedPage } from '../features/session/unauthorized-page';

/**
 * Small pages outside the signed-in layout, loaded as one chunk (the /session messages, together
 * about 3 KB); each lazy route costs the entry bytes, which the sign-in page's and the shell's
 * size budgets count. The e-mail approval and careers pages load on their own from here.
 */
const PAGES = {
  signup: SignupPage,
  'not-found': NotFoundPage,
  // The careers page (an organisation's openings and applications) loads on its own too.
  application: lazy(() =>
    import('../features/careers/careers-page').then((module) => ({ default: module.CareersPage })),
  ),
  error: ErrorPage,
  unauthorized: UnauthorizedPage,
  'email-link': lazy(() =>
    import('../features/applications/email/email-link-page').then((module) => ({
      default: module.EmailLinkPage,
    })),
  ),
} satisfies Record<string, ComponentType>;

export type PublicPageName = keyof typeof PAGES;

/** One page outside the layout, by the name routes.tsx gives it. */
export function PublicPage({ page }: { page: PublicPageName }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
