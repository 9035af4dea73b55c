import { writeAudit } from '../audit/audit.repository';
import type { Tx } from '../db/tenant';
import type { principalOf } from '../plugins/guard';

/** An entry of the audit trail's "Payroll register" module, by the signed-in caller. */
export const auditPayroll = (
  tx: Tx,
  request: { ip: string },
  who: ReturnType<typeof principalOf>,
  action: string,
  detail: Record<string, unknown>,
) =>
  writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: 'Payroll register',
    action,
    detail,
    ip: request.ip,
  });
