import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { preloadRoute } from './lib/lazy-page';
import { appRoutes } from './app/routes';
import { activeOrg } from './lib/active-org';

// Paint the organisation's theme from the first frame: the session's when signed in, the URL's
// on a sign-in page; the screens keep it up to date.
activeOrg.set(startEarlyRequests(window.location.pathname));

// The first screen renders once its chunks (which the page lists as modulepreload) have loaded,
// or after a short wait on a slow network: a screen that suspends shows a spinner first and
// React then holds it back ~0.3 s more.
const FIRST_SCREEN_WAIT_MS = 1000;
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
void Promise.race([
  preloadRoute(appRoutes, window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
])
  .catch(() => undefined) // the route's own boundary shows a chunk that failed to load
  .then(render);
