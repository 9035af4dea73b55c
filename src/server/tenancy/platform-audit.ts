import { writeAudit } from '../audit/audit.repository';
import type { Tx } from '../db/tenant';

/**
 * Who acts on an organisation from outside it (the operator at the command line, later a
 * platform operator's session), as its audit trail names them: "cli:root".
 */
export type Operator = string;

/** An entry in the organisation's own audit trail (module "Organization") for what was done to it. */
export const auditOrganization = (
  tx: Tx,
  orgId: string,
  by: Operator,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<string> =>
  writeAudit(tx, {
    orgId,
    accountId: null,
    username: by,
    module: 'Organization',
    action,
    detail,
    ip: null,
  });
