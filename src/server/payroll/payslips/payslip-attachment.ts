import type { PayslipTemplate } from '../../../shared/api/payslip-documents';
import type { OutboxAttachment } from '../../db/database';
import type { Tx } from '../../db/tenant';
import { pdfBuffer } from '../../documents/pdf-printer';
import { issuerOf } from './payslip-documents.repository';
import type { PayslipView } from '../payslip-layouts/payslip-view';
import { payslipDocument, payslipFileName } from './payslip-pdf';
import { payslipOf } from './payslips.repository';
import { cutoffsOf } from '../registers/registers.repository';

export const PAYSLIP_PDF = 'payslip-pdf';

/** A mailed payslip by reference: the computation it was sent for, printed when it is sent. */
export type PayslipPdfSource = {
  kind: typeof PAYSLIP_PDF;
  cutoffId: string;
  computation: number;
  employeeNumber: string;
  template: PayslipTemplate;
};

export function payslipAttachment(
  slip: Pick<PayslipView, 'cutoff' | 'employeeNumber'>,
  template: PayslipTemplate,
): OutboxAttachment & { source: PayslipPdfSource } {
  return {
    filename: payslipFileName(slip),
    contentType: 'application/pdf',
    source: {
      kind: PAYSLIP_PDF,
      cutoffId: slip.cutoff.id,
      computation: slip.cutoff.computation,
      employeeNumber: slip.employeeNumber,
      template,
    },
  };
}

/** The PDF a mailed reference names; throws when its payslip is gone (the send then fails). */
export async function renderPayslipAttachment(
  tx: Tx,
  orgId: string,
  source: PayslipPdfSource,
): Promise<Buffer> {
  const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId: source.cutoffId });
  const slip = cutoff
    ? await payslipOf(
        tx,
        orgId,
        { ...cutoff, computation: source.computation },
        source.employeeNumber,
      )
    : null;
  if (!slip)
    throw new Error(
      `payslip ${source.employeeNumber} of computation ${source.computation} of cut-off ${source.cutoffId} no longer exists`,
    );
  return pdfBuffer(payslipDocument(slip, await issuerOf(tx, orgId), source.template));
}
