import type { OutboxItem, OutboxMessage } from '../../../src/shared/api/mail';
import { ok, type ApiCaller } from './api-client';

/** The newest `limit` rows of the outbox as its list shows them (no bodies). */
export const outboxItems = async (admin: ApiCaller, limit = 50) =>
  (await ok<{ items: OutboxItem[] }>(admin, 'GET', `/api/mail/outbox?limit=${limit}`)).items;

/** Each row opened for its text and HTML, as the outbox page does when a person clicks it. */
export const openMails = (admin: ApiCaller, items: readonly OutboxItem[]) =>
  Promise.all(items.map((item) => ok<OutboxMessage>(admin, 'GET', `/api/mail/outbox/${item.id}`)));

/** The newest `limit` mails of the outbox with their bodies; `only` picks which rows to open. */
export async function outboxMails(
  admin: ApiCaller,
  limit = 50,
  only: (item: OutboxItem) => boolean = () => true,
): Promise<OutboxMessage[]> {
  return openMails(admin, (await outboxItems(admin, limit)).filter(only));
}
