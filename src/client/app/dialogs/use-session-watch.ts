import { useEffect } from 'react';
import { dialogStore } from '../../lib/dialog-store';
import { session } from '../../lib/session';
import { parseStoredSession, SESSION_KEY } from '../../lib/session-storage';

/**
 * Watches other tabs: when the stored session is removed or replaced by a different one while
 * this tab is signed in, the Session Ended dialog opens (spec section 8).
 */
export function useSessionWatch(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key !== SESSION_KEY && event.key !== null) return;
      const mine = session.get();
      const next = parseStoredSession(event.key === null ? null : event.newValue);
      if (!mine) {
        session.reload(); // signed in elsewhere while this tab was signed out: follow quietly
        return;
      }
      if (next?.token === mine.token) {
        session.reload(); // same session, e.g. the account refreshed in another tab
        return;
      }
      dialogStore.showSessionEnded();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
