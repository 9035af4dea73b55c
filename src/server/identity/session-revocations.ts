import pg from 'pg';
import { forgetLiveSessions, REVOCATIONS_CHANNEL } from './sessions.repository';

const RECONNECT_MS = 1000;

/**
 * Listens for revocations committed by other processes (another instance, the operator's
 * command line suspending an organisation) and forgets the sessions this one remembers. A lost
 * connection may have missed a notice: everything is forgotten on each (re)connect. Needs a
 * connection that keeps its session, not a transaction-mode pooler's (DATABASE_LISTEN_URL names a
 * direct one); without one, remembered sessions still lapse within their 15 seconds. Returns the
 * function that stops listening.
 */
export function listenForRevocations(
  connection: pg.ClientConfig,
  log: (line: string) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', forgetLiveSessions);
    // A broken connection also ends: 'end' below listens again.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`listen ${REVOCATIONS_CHANNEL}`);
    } catch (error) {
      log(`session revocations: cannot listen (${(error as Error).message}); trying again`);
      await next.end().catch(() => undefined);
      return later();
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    next.once('end', () => {
      client = null;
      if (!stopped) log('session revocations: connection lost; listening again');
      later();
    });
    client = next;
    forgetLiveSessions();
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
