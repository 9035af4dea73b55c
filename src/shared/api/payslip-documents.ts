import { Type, type Static } from 'typebox';

// Payslips as PDF documents: one to download, all of a cut-off mailed to their employees or
// archived in one ZIP (spec: view-payslip, view-payslip-plants, view-payslip-aceho,
// distribute-payslip, generate/slip).

/** The three print layouts: office, plant workers' half sheet, and the detailed one. */
export const PAYSLIP_TEMPLATES = ['standard', 'plants', 'aceho'] as const;
export type PayslipTemplate = (typeof PAYSLIP_TEMPLATES)[number];

export const PayslipPdfQuerySchema = Type.Object(
  { template: Type.Optional(Type.Enum(PAYSLIP_TEMPLATES, { default: 'standard' })) },
  { additionalProperties: false },
);

/** The result of a `payslip-distribute` run. */
export const DistributionResultSchema = Type.Object({
  queued: Type.Integer(),
  skipped: Type.Array(Type.Object({ employeeNumber: Type.String(), reason: Type.String() })),
});
export type DistributionResult = Static<typeof DistributionResultSchema>;

/** The result of a `payslip-pdfs` run: the stored ZIP, downloadable at `/api/files/:id`. */
export const ArchiveResultSchema = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  payslips: Type.Integer(),
});
export type ArchiveResult = Static<typeof ArchiveResultSchema>;
