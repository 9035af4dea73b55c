import { Type, type Static } from 'typebox';
import { APPROVAL_PAGE_SLUGS } from '../approval-pages';

const ApprovalTypeSchema = Type.Enum(APPROVAL_PAGE_SLUGS);

/** `POST /api/hcm/list/application`; the side menu asks for what awaits one approver. */
export const ListApplicationRequestSchema = Type.Object(
  {
    approvalMatrix: Type.Optional(
      Type.Object({ approverId: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
    ),
    status: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 10 }),
    ),
    type: Type.Optional(ApprovalTypeSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type ListApplicationRequest = Static<typeof ListApplicationRequestSchema>;

export const ApplicationSummarySchema = Type.Object({
  id: Type.String(),
  approvalType: ApprovalTypeSchema,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  status: Type.String(),
  dateApplied: Type.String({ format: 'date-time' }),
  summary: Type.String(),
});
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>;

export const ListApplicationResponseSchema = Type.Object({
  items: Type.Array(ApplicationSummarySchema),
  total: Type.Integer(),
  /** Pending counts per approval page, for the side-menu badges. */
  countsByType: Type.Record(Type.String(), Type.Integer()),
});
export type ListApplicationResponse = Static<typeof ListApplicationResponseSchema>;
