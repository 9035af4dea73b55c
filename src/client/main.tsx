import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activeOrg } from './lib/active-org';
import { session } from './lib/session';

// Paint the signed-in organisation's theme from the first frame; sign-in pages set their own.
activeOrg.set(session.get()?.account.orgId ?? null);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
