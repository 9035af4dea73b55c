import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api-error';
import { swrFetcher } from '../lib/swr-fetcher';

const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  // Client errors (4xx) will not fix themselves; only retry when the server or network failed.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.status > 0 && error.status < 500) return;
    if (retryCount >= 2) return;
    window.setTimeout(() => void revalidate({ retryCount }), 3000 * (retryCount + 1));
  },
};

/** SWR for the signed-in screens: every key is an ApiKey run through the api client. */
export function SwrProvider({
  children,
  value,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
}) {
  return <SWRConfig value={{ ...swrConfig, ...value }}>{children}</SWRConfig>;
}
