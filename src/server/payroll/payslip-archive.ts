import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { Cutoff } from '../../shared/api/payroll-registers';
import type { ArchiveResult, PayslipTemplate } from '../../shared/api/payslip-documents';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { pdfBuffer } from '../documents/pdf-printer';
import { storeFile } from '../files/files.repository';
import { PAYROLL_READERS } from './payroll-roles';
import { AppError } from '../http/app-error';
import type { JobContext } from '../jobs/run-job';
import { issuerOf, payslipViews } from './payslip-documents.repository';
import { payslipDocument, payslipFileName } from './payslip-pdf';
import { cutoffsOf } from './registers.repository';

export const ARCHIVE_JOB = 'payslip-pdfs';

/** Payslips read per short transaction, and per progress step. */
const BATCH = 200;

interface ArchivePayload {
  cutoffId: string;
  template: PayslipTemplate;
  by: string;
}

/** Output bytes copied together per step: see `compactBytes`. */
const COMPACT_BYTES = 1 << 20;

/**
 * The stream's bytes in one buffer. Chunks are copied together a megabyte at a time: zlib hands
 * over each small entry as a view of a 16 KB buffer, and keeping those views would hold five
 * times the ZIP's size until the end.
 */
async function compactBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    pending.push(chunk as Buffer);
    size += chunk.length;
    if (size >= COMPACT_BYTES) {
      parts.push(Buffer.concat(pending, size));
      pending = [];
      size = 0;
    }
  }
  return Buffer.concat([...parts, ...pending]);
}

/**
 * A lazy source for a batch's entries: each call hands over the next body, and the last call
 * says so. yazl keeps every entry, and with it this function, to the end (for the central
 * directory): it is made here, apart from any caller's scope, so that it keeps nothing else
 * alive, and the bodies it has handed over leave its queue.
 */
const inTurn =
  (bodies: Buffer[], taken: () => void) => (hand: (error: null, stream: Readable) => void) => {
    hand(null, Readable.from([bodies.shift()!]));
    if (bodies.length === 0) taken();
  };

/**
 * Adds a batch of files to the ZIP; resolves once the ZIP has taken the last of them, so the
 * caller renders the next batch only then. Entries take their bytes from one queue, never from a
 * buffer of their own (`addBuffer`), which yazl would keep with the entry to the end.
 */
function addBatch(zip: ZipFile, files: { name: string; body: Buffer }[]): Promise<void> {
  return new Promise((resolve) => {
    const take = inTurn(
      files.map((file) => file.body),
      resolve,
    );
    for (const { name, body } of files) zip.addReadStreamLazy(name, { size: body.length }, take);
  });
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
  (db: Kysely<Database>) =>
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
        orgId,
        {
          name: archiveName(cutoff, payload.template),
          type: 'application/zip',
          body,
          readableBy: PAYROLL_READERS,
        },
        payload.by,
      ),
    );
    return { fileId: file.id, fileName: file.name, payslips };
  };
