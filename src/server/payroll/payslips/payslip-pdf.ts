import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PayslipTemplate } from '../../../shared/api/payslip-documents';
import { acehoLayout } from '../payslip-layouts/aceho-layout';
import { plantsLayout } from '../payslip-layouts/plants-layout';
import type { Issuer, PayslipView } from '../payslip-layouts/payslip-view';
import { standardLayout } from '../payslip-layouts/standard-layout';

const LAYOUTS: Record<
  PayslipTemplate,
  (slip: PayslipView, issuer: Issuer) => TDocumentDefinitions
> = { standard: standardLayout, plants: plantsLayout, aceho: acehoLayout };

/** The pdfmake document of one payslip in one of the print layouts. */
export const payslipDocument = (
  slip: PayslipView,
  issuer: Issuer,
  template: PayslipTemplate,
): TDocumentDefinitions => LAYOUTS[template](slip, issuer);

/** payslip-2022-0005-2026-10-15.pdf; an employee number is free text, so only safe characters. */
export const payslipFileName = (slip: Pick<PayslipView, 'employeeNumber' | 'cutoff'>) =>
  `payslip-${slip.employeeNumber.replace(/[^A-Za-z0-9._-]/g, '_')}-${slip.cutoff.periodEnd}.pdf`;
