import type { Kysely } from 'kysely';
import type { GeneratedReport } from '../../../shared/api/payroll-reports';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { storeFile } from '../../files/files.repository';
import type { FileStores } from '../../files/store/file-stores';
import type { JobContext } from '../../jobs/run-job';
import { resolvePeriod, type ReportParams } from './report-period';
import { writerOr422 } from './report-registry';
import { insertReport } from './reports.repository';

export const REPORT_JOB = 'payroll-report';

export interface ReportPayload {
  writerId: string;
  params: ReportParams;
  by: string;
}

/**
 * `payroll-report`: runs one writer for its period, stores the file (payroll readers may
 * download it) and records it in the generated files, all in one transaction: a failed run
 * leaves nothing behind.
 */
export const reportJob =
  (db: Kysely<Database>, files: FileStores) =>
  async ({ orgId, payload, progress }: JobContext<ReportPayload>): Promise<GeneratedReport> => {
    const writer = writerOr422(payload.writerId);
    await progress(0, 3, `Reading the payroll for the ${writer.title}`);
    return withOrg(db, orgId, async (tx) => {
      const { period, bankAccount } = await resolvePeriod(tx, orgId, writer, payload.params);
      const file = await writer.write({ tx, orgId, period, bankAccount });
      await progress(2, 3, `Storing ${file.name}`);
      const stored = await storeFile(
        tx,
        files,
        orgId,
        { name: file.name, type: file.type, body: file.body, readableBy: ['payroll.read'] },
        payload.by,
      );
      const params = Object.fromEntries(
        Object.entries(payload.params).map(([key, value]) => [key, String(value)]),
      );
      return insertReport(tx, orgId, {
        writerId: writer.id,
        periodLabel: period.label,
        params,
        fileId: stored.id,
        file,
        by: payload.by,
      });
    });
  };
