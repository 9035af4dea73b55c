import type { MailTemplate } from './mail-content';

export interface PayslipData {
  employeeName: string;
  employeeNumber: string;
  /** "Oct 1, 2026 – Oct 15, 2026". */
  period: string;
  registerName: string;
  payDate: string;
}

/** A payslip of a released cut-off, its PDF attached. */
export const payslipMail: MailTemplate<PayslipData> = (data, org) => ({
  subject: `Your payslip for ${data.period}`,
  greeting: 'Hello,',
  blocks: [
    `Attached is the payslip of ${data.employeeName} (${data.employeeNumber}) from ${org.tradeName} for ${data.period} (${data.registerName}), paid on ${data.payDate}.`,
  ],
  smallPrint: [
    'It is confidential: please do not forward it. Questions about it go to the payroll team.',
  ],
});
