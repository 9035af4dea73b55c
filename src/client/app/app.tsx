import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

// BrowserRouter + useRoutes rather than createBrowserRouter: the data router adds ~19 KB gz to
// every page and this app uses none of its loaders/actions (see scripts/bench/bundle-size.ts).
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
