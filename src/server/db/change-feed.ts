import { sql } from 'kysely';
import pg from 'pg';
import { onCommit, type Tx } from './tenant';

/**
 * What processes keep in memory and must forget when another process changes it: sessions (and
 * what they may do), list totals, an organisation's built record types.
 */
export type ChangeTopic = 'sessions' | 'record-counts' | 'built-forms' | 'outbox';

/** Every key of a topic: delivered when a listener (re)connects, since it may have missed some. */
export const EVERY_KEY = '*';

/** The one channel every change is announced on, as `topic:key`. */
export const CHANGES_CHANNEL = 'hcm_changes';

const RECONNECT_MS = 1000;

type Subscriber = (key: string) => void;
const subscribers = new Map<ChangeTopic, Set<Subscriber>>();
/** Listeners started in this process that are not (yet, or no longer) connected. */
let deafListeners = 0;

function deliver(topic: ChangeTopic, key: string): void {
  for (const subscriber of subscribers.get(topic) ?? []) subscriber(key);
}

const deliverEverything = () => {
  for (const topic of subscribers.keys()) deliver(topic, EVERY_KEY);
};

/** Calls `subscriber` with each changed key of `topic` (or EVERY_KEY); returns its removal. */
export function onChange(topic: ChangeTopic, subscriber: Subscriber): () => void {
  const set = subscribers.get(topic) ?? new Set();
  set.add(subscriber);
  subscribers.set(topic, set);
  return () => set.delete(subscriber);
}

/**
 * Announces that `tx` changed `key` of `topic`. NOTIFY is transactional: every process (this one
 * included) hears it only if the change commits; this process also forgets at its own commit,
 * before answering the request that made the change.
 */
export async function announceChange(tx: Tx, topic: ChangeTopic, key: string): Promise<void> {
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${`${topic}:${key}`})`.execute(tx);
  onCommit(tx, () => deliver(topic, key));
}

/**
 * Whether memory may answer: true unless a listener of this process is cut off from the feed,
 * during which caches read through (what guards access is never served stale).
 */
export const changesHeard = () => deafListeners === 0;

function received({ payload = '' }: pg.Notification): void {
  const split = payload.indexOf(':');
  const topic = payload.slice(0, split) as ChangeTopic;
  if (split > 0) deliver(topic, payload.slice(split + 1));
}

/**
 * Listens for the changes committed by other processes (other instances, the operator's command
 * line) on a connection of its own, which must keep its session: a direct connection, not a
 * transaction-mode pooler. Everything is forgotten on each (re)connect, since notices sent
 * meanwhile are lost. Returns the function that stops listening.
 */
export function listenForChanges(
  connection: pg.ClientConfig,
  log: (message: string) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  deafListeners += 1;
  const later = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    next.on('notification', received);
    // A broken connection also ends: 'end' below listens again.
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      log(`change feed: cannot listen (${(error as Error).message}); trying again`);
      await next.end().catch(() => undefined);
      return later();
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    next.once('end', () => {
      client = null;
      if (stopped) return;
      deafListeners += 1;
      log('change feed: connection lost; listening again');
      later();
    });
    client = next;
    deafListeners -= 1;
    deliverEverything();
  };
  void connect();

  return async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retry);
    if (client) await client.end().catch(() => undefined);
    else deafListeners -= 1;
  };
}
