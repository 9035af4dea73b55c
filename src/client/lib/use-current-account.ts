import type { Account } from '../../shared/api/identity';
import { useSession } from './session';

/** The signed-in account for screens inside the shell, which only renders them with a session. */
export function useCurrentAccount(): Account {
  const current = useSession();
  if (!current)
    throw new Error('useCurrentAccount needs a session: render the screen inside the app shell');
  return current.account;
}
