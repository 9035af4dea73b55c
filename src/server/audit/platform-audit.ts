import type { Kysely } from 'kysely';
import { writeAudit } from './audit.repository';
import type { Database } from '../db/database';
import type { Tx } from '../db/tenant';

/**
 * Who acts on an organisation from outside it, as the audit trails name them: "cli:root" at the
 * command line, "operator:<e-mail>" in the platform console.
 */
export type Operator = string;

/** An entry in the platform's audit trail (the console's Activity), from either side. */
export async function auditPlatform(
  db: Kysely<Database> | Tx,
  entry: {
    by: Operator;
    action: string;
    orgId?: string;
    detail?: Record<string, unknown>;
    ip?: string;
  },
): Promise<void> {
  await db
    .insertInto('platform_audit')
    .values({
      operator: entry.by,
      action: entry.action,
      subject_org: entry.orgId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/**
 * What was done to an organisation from outside it: in its own audit trail (module
 * "Organization"), which its administrators read, and in the platform's.
 */
export async function auditOrganization(
  tx: Tx,
  orgId: string,
  by: Operator,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await writeAudit(tx, {
    orgId,
    accountId: null,
    username: by,
    module: 'Organization',
    action,
    detail,
    ip: null,
  });
  await auditPlatform(tx, { by, action, orgId, detail });
}
