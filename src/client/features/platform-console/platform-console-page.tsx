import { useEffect, type ReactNode } from 'react';
import { activeOrg } from '../../lib/active-org';
import { OperatorSignInForm } from './operator-sign-in-form';
import { PlatformConsole } from './platform-console';
import { usePlatformSession } from './platform-session';

/**
 * `/platform`: the operators' console, outside every organisation and its session. Signed out
 * (or once a call answers 401) it shows the sign-in form.
 */
export function PlatformConsolePage({ children }: { children?: ReactNode }) {
  const session = usePlatformSession();
  useEffect(() => {
    document.title = 'Platform console';
    // No organisation's branding: the console belongs to none.
    activeOrg.set(null);
  }, []);
  // Keyed by the session: another operator's sign-in starts with nothing of the last one's.
  return session ? (
    <PlatformConsole key={session.token} session={session}>
      {children}
    </PlatformConsole>
  ) : (
    <OperatorSignInForm />
  );
}
