import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import { addBatch, compactBytes } from '../../documents/zip-archive';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { ArchiveResult, PayslipTemplate } from '../../../shared/api/payslip-documents';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { pdfBuffer } from '../../documents/pdf-printer';
import { storeFile } from '../../files/files.repository';
import type { FileStores } from '../../files/store/file-stores';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/run-job';
import { issuerOf, payslipViews } from './payslip-documents.repository';
import { payslipDocument, payslipFileName } from './payslip-pdf';
import { cutoffsOf } from '../registers/registers.repository';

export const ARCHIVE_JOB = 'payslip-pdfs';

/** Payslips read per short transaction, and per progress step. */
const BATCH = 200;

interface ArchivePayload {
  cutoffId: string;
  template: PayslipTemplate;
  by: string;
}

/** payslips-head-office-semi-monthly-2026-10-15-standard.zip */
const archiveName = (cutoff: Cutoff, template: PayslipTemplate) =>
  `payslips-${cutoff.registerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${cutoff.periodEnd}-${template}.zip`;

/**
 * `payslip-pdfs` (spec: generate/slip): every payslip of the cut-off's current computation as a
 * PDF in one ZIP, kept in the organisation's files. Payslips are read a batch at a time in short
 * transactions and rendered one at a time, each straight into the ZIP's stream, so memory holds
 * one batch and the growing ZIP, never the documents.
 */
export const archivePayslipsJob =
  (db: Kysely<Database>, files: FileStores) =>
  async ({ orgId, payload, progress }: JobContext<ArchivePayload>): Promise<ArchiveResult> => {
    const { cutoff, issuer } = await withOrg(db, orgId, async (tx) => {
      const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId: payload.cutoffId });
      if (!cutoff?.payslips)
        throw new AppError('conflict', 'The cut-off has no payslips: compute it first');
      return { cutoff, issuer: await issuerOf(tx, orgId) };
    });
    const zip = new ZipFile();
    const render = async () => {
      let after: string | null = null;
      let done = 0;
      for (;;) {
        const batch = await withOrg(db, orgId, (tx) =>
          payslipViews(tx, orgId, cutoff, after, BATCH),
        );
        if (batch.length === 0) break;
        const files = [];
        for (const slip of batch)
          files.push({
            name: payslipFileName(slip),
            body: await pdfBuffer(payslipDocument(slip, issuer, payload.template)),
          });
        await addBatch(zip, files);
        done += batch.length;
        after = batch.at(-1)!.employeeNumber;
        await progress(done, cutoff.payslips, `${done} of ${cutoff.payslips} payslips`);
      }
      zip.end();
      return done;
    };
    const [body, payslips] = await Promise.all([compactBytes(zip.outputStream), render()]);
    const file = await withOrg(db, orgId, (tx) =>
      storeFile(
        tx,
        files,
        orgId,
        {
          name: archiveName(cutoff, payload.template),
          type: 'application/zip',
          body,
          readableBy: ['payroll.read'],
        },
        payload.by,
      ),
    );
    return { fileId: file.id, fileName: file.name, payslips };
  };
