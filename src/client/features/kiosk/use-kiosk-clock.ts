import { useCallback, useEffect, useState } from 'react';
import type { KioskStatusResponse } from '../../../shared/api/kiosk';
import { isApiError } from '../../lib/api-error';
import { fetchKioskStatus } from './api/kiosk-api';

/** The clock is measured against the server's again this often (device clocks drift). */
const RESYNC_MS = 5 * 60_000;
const TICK_MS = 500;

interface KioskClockState {
  kiosk: KioskStatusResponse['kiosk'] | null;
  /** Server time minus this device's, in ms; null until the server has answered once. */
  skew: number | null;
  offline: boolean;
}

/** Asks the server who this kiosk is and what time it is, counting half the round trip. */
async function measure(
  orgId: string,
  token: string,
): Promise<Omit<KioskClockState, 'offline'> | 'revoked' | 'offline'> {
  const sentAt = Date.now();
  try {
    const status = await fetchKioskStatus(orgId, token);
    return { kiosk: status.kiosk, skew: Date.parse(status.now) - (sentAt + Date.now()) / 2 };
  } catch (error) {
    return isApiError(error) && error.status === 401 ? 'revoked' : 'offline';
  }
}

/**
 * The kiosk's identity and the server's time, measured on load and every few minutes.
 * `onRevoked` runs when the server no longer knows the token.
 */
export function useKioskClock(orgId: string, token: string, onRevoked: () => void) {
  const [state, setState] = useState<KioskClockState>({ kiosk: null, skew: null, offline: false });
  const [tick, setTick] = useState(() => Date.now());

  const sync = useCallback(
    () =>
      measure(orgId, token).then((measured) => {
        if (measured === 'revoked') onRevoked();
        else if (measured === 'offline') setState((previous) => ({ ...previous, offline: true }));
        else setState({ ...measured, offline: false });
      }),
    [orgId, token, onRevoked],
  );

  useEffect(() => {
    void sync();
    const timer = window.setInterval(() => void sync(), RESYNC_MS);
    return () => window.clearInterval(timer);
  }, [sync]);

  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return {
    ...state,
    /** The server's time now, or null before the first answer: never the device clock alone. */
    now: state.skew === null ? null : new Date(tick + state.skew),
    sync,
  };
}
