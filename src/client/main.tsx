import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { activeOrg } from './lib/active-org';

// Paint the organisation's theme from the first frame: the session's when signed in, the URL's
// on a sign-in page; the screens keep it up to date.
activeOrg.set(startEarlyRequests(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
