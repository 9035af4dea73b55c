import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FileStores } from '../files/store/file-stores';
import { AppError } from '../http/app-error';
import { deleteOrgCounters } from '../identity/sign-in-throttle';
import { revokeOrgSessions } from '../identity/sessions.repository';
import { deleteOrgJobs } from '../jobs/job-schema';
import { lockedOrganization } from './organization-status';
import { auditPlatform, type Operator } from '../audit/platform-audit';
import { deletionOrder, tenantTables } from './tenant-tables';

export interface DeletedOrganization {
  /** Rows deleted per tenant table. */
  tables: Record<string, number>;
  /** Its pg-boss jobs, waiting, done and archived. */
  jobs: number;
  /** When the export that holds everything it had was made. */
  exportedAt: string;
}

/**
 * Deletes an organisation and everything of it, in one transaction as the app role scoped to
 * it: every row of every tenant table (found in the catalogue; children before the rows they
 * reference, the organisation's own row last), its pg-boss jobs and the sign-in counters that
 * name its accounts. Refused unless it is suspended and was exported since (its archive holds
 * everything it had, and nobody changed anything after). Its sessions end in every process.
 * Of the platform's audit trail only the deletion itself names it afterwards, and once that has
 * committed, the files stores forget its files kept outside the database.
 */
export async function deleteOrganization(
  db: Kysely<Database>,
  files: FileStores,
  orgId: string,
  by: Operator,
): Promise<DeletedOrganization> {
  const deleted = await withOrg(db, orgId, async (tx) => {
    const org = await lockedOrganization(tx, orgId);
    if (!org.suspended_at)
      throw new AppError(
        'conflict',
        `"${orgId}" is not suspended: suspend it, export it, then delete it.`,
      );
    if (!org.exported_at || org.exported_at < org.suspended_at)
      throw new AppError(
        'conflict',
        `"${orgId}" has no export made since it was suspended: export it, then delete it.`,
      );
    // Other processes forget its sessions before the rows go.
    await revokeOrgSessions(tx, orgId);
    const tables: Record<string, number> = {};
    for (const table of deletionOrder(await tenantTables(tx))) {
      const result = await sql`
        delete from ${sql.table(table.name)} where org_id = ${orgId}
      `.execute(tx);
      tables[table.name] = Number(result.numAffectedRows ?? 0);
    }
    const jobs = await deleteOrgJobs(tx, orgId);
    await deleteOrgCounters(tx, orgId);
    const exportedAt = org.exported_at.toISOString();
    await tx.deleteFrom('platform_audit').where('subject_org', '=', orgId).execute();
    await auditPlatform(tx, {
      by,
      action: 'organization-deleted',
      orgId,
      detail: { tradeName: org.trade_name, exportedAt },
    });
    return { tables, jobs, exportedAt };
  });
  // What fails here is left for `npm run files -- sweep`: no row names those objects any more.
  for (const store of files.all) await store.dropOrganization(orgId);
  return deleted;
}
