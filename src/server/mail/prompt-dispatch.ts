import { EVERY_KEY, onChange } from '../db/change-feed';

/**
 * Sends mail as soon as it is queued, not at the next minute: an instance given SMTP hears each
 * commit that queued mail (the change feed's `outbox` topic, keyed by organisation, its own
 * commits included) and runs `dispatch` for those organisations, one pass at a time, again
 * while more arrived meanwhile. Passes of several instances share the work (each mail is locked
 * while sent; the others skip it), and the minute's schedule sends what a lost notice left.
 * Returns the function that stops listening.
 */
export function dispatchWhenQueued(
  dispatch: (only?: readonly string[]) => Promise<void>,
  failed: (error: unknown) => void,
): () => void {
  const waiting = new Set<string>();
  let everyone = false;
  let passing = false;

  const drain = async () => {
    passing = true;
    while (everyone || waiting.size > 0) {
      const only = everyone ? undefined : [...waiting];
      everyone = false;
      waiting.clear();
      await dispatch(only).catch(failed);
    }
    passing = false;
  };

  return onChange('outbox', (orgId) => {
    // EVERY_KEY: the feed reconnected and may have missed notices.
    if (orgId === EVERY_KEY) everyone = true;
    else waiting.add(orgId);
    if (!passing) void drain();
  });
}
