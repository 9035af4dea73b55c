import { createHmac } from 'node:crypto';
import { derivedKey } from '../identity/sealed-secret';

/**
 * A person's feed token, `<orgId>.<HMAC>`: the organisation in clear like every credential of
 * ours, the rest derived from the account and the row's nonce under a key of its own purpose,
 * so the address is shown again from what is stored without being stored.
 */
export function feedToken(appSecret: string, orgId: string, accountId: string, nonce: Buffer) {
  const mac = createHmac('sha256', derivedKey(appSecret, 'calendar-feed'))
    .update(`${orgId}\n${accountId}\n`)
    .update(nonce)
    .digest('base64url');
  return `${orgId}.${mac}`;
}
