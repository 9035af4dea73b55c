import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiClient } from '../../lib/api-client';
import { loginPath } from '../../lib/last-org';
import { session } from '../../lib/session';

/** Signs out on the server (best effort), forgets the session and cached data, goes to sign-in. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    const orgId = session.get()?.account.orgId;
    // The local session ends whatever the server says: the person asked to leave.
    await apiClient.post<void>('/api/iam/logout', {}).catch(() => undefined);
    session.end();
    await mutate(() => true, undefined, { revalidate: false });
    void navigate(loginPath(orgId), { replace: true });
  };
}
