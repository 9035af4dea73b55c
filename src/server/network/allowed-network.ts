import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { addressInRanges } from './address-ranges';
import { findNetworkSettings } from './network-settings.repository';

const CHANNEL_NAMES = { 'web-bundy': 'the web bundy', kiosk: 'the kiosk' } as const;

/**
 * Refuses a punch from an address outside the organisation's allowed networks (403 naming the
 * address). The switch off, no ranges, or a kiosk when the list is for the web bundy alone:
 * every address passes. `address` is the request's `ip`, which honours TRUST_PROXY.
 */
export async function assertAllowedNetwork(
  tx: Tx,
  orgId: string,
  channel: keyof typeof CHANNEL_NAMES,
  address: string,
): Promise<void> {
  const settings = await findNetworkSettings(tx, orgId);
  if (!settings?.restricted || settings.ranges.length === 0) return;
  if (channel === 'kiosk' && !settings.include_kiosk) return;
  const ranges = settings.ranges.map((range) => range.address);
  if (addressInRanges(address, ranges)) return;
  throw new AppError(
    'forbidden',
    `Punches from ${address} are not allowed: ${CHANNEL_NAMES[channel]} works only from your organisation's allowed networks.`,
  );
}
