import useSWR from 'swr';
import type { SsoSettings } from '../../../shared/api/single-sign-on';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { SSO_SETTINGS_PATH, SsoSettingsForm } from './sso-settings-form';

/**
 * `/admin-settings/sso`: the organisation's identity provider (OpenID Connect), who may sign in
 * with it, and whether everyone else may still use a password.
 */
export function SingleSignOnPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<SsoSettings>({
    path: SSO_SETTINGS_PATH,
    scope: account.accountId,
  });
  if (isLoading) return <PageSpinner />;
  if (!data)
    return (
      <LoadError
        message={messageOf(error, 'The single sign-on settings could not be loaded.')}
        onRetry={() => void mutate()}
      />
    );
  return (
    <SsoSettingsForm data={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
  );
}
