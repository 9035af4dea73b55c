import type { AuditEntry } from '../../shared/api/audit';
import type { Tx } from '../db/tenant';
import { toKeysetPage } from '../http/keyset-page';

export interface AuditEvent {
  orgId: string;
  accountId: string | null;
  username: string | null;
  module: string;
  action: string;
  detail?: Record<string, unknown>;
  ip: string | null;
}

/** Appends to the organisation's audit trail inside the caller's transaction. */
export async function writeAudit(tx: Tx, event: AuditEvent): Promise<string> {
  const row = await tx
    .insertInto('audit_log')
    .values({
      org_id: event.orgId,
      account_id: event.accountId,
      username: event.username,
      module: event.module,
      action: event.action,
      detail: JSON.stringify(event.detail ?? {}),
      ip: event.ip,
    })
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return String(row.audit_id);
}

/**
 * Newest first; `cursor` is the id of the last entry of the previous page; `modules`, when
 * given, are the only modules listed.
 */
export async function listAudit(
  tx: Tx,
  orgId: string,
  limit: number,
  cursor: number | null,
  modules: string[] | null = null,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  if (modules?.length === 0) return { items: [], nextCursor: null };
  let query = tx
    .selectFrom('audit_log')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('audit_id', 'desc')
    .limit(limit + 1);
  if (cursor !== null) query = query.where('audit_id', '<', cursor);
  if (modules) query = query.where('module', 'in', modules);
  const rows = await query.execute();
  return toKeysetPage(
    rows,
    limit,
    (row) => row.audit_id,
    (row) => ({
      id: String(row.audit_id),
      at: row.at.toISOString(),
      accountId: row.account_id,
      username: row.username,
      module: row.module,
      action: row.action,
      detail: row.detail as Record<string, unknown>,
      ip: row.ip,
    }),
  );
}
