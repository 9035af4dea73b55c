import type { NetworkSettingsRequest } from '../../shared/api/network-settings';
import type { Tx } from '../db/tenant';

export async function findNetworkSettings(tx: Tx, orgId: string) {
  return tx
    .selectFrom('network_settings')
    .selectAll()
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export async function saveNetworkSettings(
  tx: Tx,
  orgId: string,
  settings: NetworkSettingsRequest,
  updatedBy: string,
): Promise<void> {
  const values = {
    restricted: settings.restricted,
    include_kiosk: settings.includeKiosk,
    ranges: JSON.stringify(settings.ranges),
    updated_by: updatedBy,
  };
  await tx
    .insertInto('network_settings')
    .values({ org_id: orgId, ...values })
    .onConflict((conflict) =>
      conflict.column('org_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
}
