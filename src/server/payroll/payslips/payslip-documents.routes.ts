import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CutoffParamsSchema } from '../../../shared/api/payroll-cutoffs';
import { PayslipParamsSchema } from '../../../shared/api/payroll-payslips';
import { RunStartedSchema } from '../../../shared/api/payroll-common';
import { PayslipPdfQuerySchema } from '../../../shared/api/payslip-documents';
import { writeAudit } from '../../audit/audit.repository';
import { withOrg } from '../../db/tenant';
import { pdfStream } from '../../documents/pdf-printer';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/app-deps';
import { registerAttachmentRenderer } from '../../mail/attachment-renderers';
import { principalOf } from '../../plugins/guard';
import { readablePayslip } from './payslip-access';
import { ARCHIVE_JOB, archivePayslipsJob } from './payslip-archive';
import { PAYSLIP_PDF, renderPayslipAttachment } from './payslip-attachment';
import { DISTRIBUTE_JOB, distributePayslipsJob } from './payslip-distribution';
import { issuerOf } from './payslip-documents.repository';
import { payslipDocument, payslipFileName } from './payslip-pdf';
import { cutoffOr404 } from '../registers/registers.repository';

/** Payslips as PDFs: one to download, a cut-off's mailed to its employees or kept as a ZIP. */
export const payslipDocumentsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, jobs, files, config },
) => {
  jobs.register(DISTRIBUTE_JOB, distributePayslipsJob(db, config.publicUrl));
  jobs.register(ARCHIVE_JOB, archivePayslipsJob(db, files));
  registerAttachmentRenderer(PAYSLIP_PDF, renderPayslipAttachment);

  app.get(
    '/hcm/payslip/:cutoffId/:employeeNumber/pdf',
    { schema: { params: PayslipParamsSchema, querystring: PayslipPdfQuerySchema } },
    async (request, reply) => {
      const who = principalOf(request);
      const { cutoffId, employeeNumber } = request.params;
      const { slip, issuer } = await withOrg(db, who.orgId, async (tx) => ({
        slip: await readablePayslip(tx, who, cutoffId, employeeNumber),
        issuer: await issuerOf(tx, who.orgId),
      }));
      // Laid out and rendered before the headers go: a failure is an error answer, not a cut PDF.
      const pdf = await pdfStream(
        payslipDocument(slip, issuer, request.query.template ?? 'standard'),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${payslipFileName(slip)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/hcm/distribute-payslip/:cutoffId',
    {
      config: { permission: 'payroll.release' },
      schema: { params: CutoffParamsSchema, response: { 202: RunStartedSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { cutoffId } = request.params;
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
        if (cutoff.status !== 'Released')
          throw new AppError('conflict', 'Release the cut-off before mailing its payslips');
        const id = await jobs.enqueue(tx, who.orgId, {
          kind: DISTRIBUTE_JOB,
          subject: cutoffId,
          requestedBy: who.accountId,
          payload: { cutoffId },
          busyMessage: 'The payslips of this cut-off are being mailed already: follow that run',
        });
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Payroll register',
          action: 'Mailed the payslips of a cut-off',
          detail: { cutoffId, runId: id },
          ip: request.ip,
        });
        return id;
      });
      return reply.code(202).send({ runId });
    },
  );

  app.post(
    '/hcm/generate/slip/:cutoffId',
    {
      config: { permission: 'payroll.compute' },
      schema: {
        params: CutoffParamsSchema,
        querystring: PayslipPdfQuerySchema,
        response: { 202: RunStartedSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { cutoffId } = request.params;
      const runId = await withOrg(db, who.orgId, async (tx) => {
        const cutoff = await cutoffOr404(tx, who.orgId, cutoffId);
        if (cutoff.payslips === 0)
          throw new AppError('conflict', 'The cut-off has no payslips: compute it first');
        return jobs.enqueue(tx, who.orgId, {
          kind: ARCHIVE_JOB,
          subject: cutoffId,
          requestedBy: who.accountId,
          payload: { cutoffId, template: request.query.template ?? 'standard', by: who.username },
          busyMessage: 'The payslips of this cut-off are being printed already: follow that run',
        });
      });
      return reply.code(202).send({ runId });
    },
  );
};
