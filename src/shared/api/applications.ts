import { Type, type Static } from 'typebox';
import { APPLICATION_KIND_SLUGS } from '../applications/application-kinds';
import { APPROVAL_PAGE_SLUGS } from '../approval-pages';

const ApprovalTypeSchema = Type.Enum(APPROVAL_PAGE_SLUGS);
export const ApplicationKindSchema = Type.Enum(APPLICATION_KIND_SLUGS);
export const APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
const StatusSchema = Type.Enum(APPLICATION_STATUSES);
const EmployeeNumberSchema = Type.String({ minLength: 1, maxLength: 30 });

/** `POST /api/hcm/list/application`; the side menu asks for what awaits one approver. */
export const ListApplicationRequestSchema = Type.Object(
  {
    approvalMatrix: Type.Optional(
      Type.Object(
        { approverId: Type.String({ minLength: 1, maxLength: 64 }) },
        { additionalProperties: false },
      ),
    ),
    status: Type.Optional(Type.Array(StatusSchema, { maxItems: 4, uniqueItems: true })),
    type: Type.Optional(ApprovalTypeSchema),
    /** One application type (overtime spans three approval pages). */
    kind: Type.Optional(ApplicationKindSchema),
    /** One employee's applications (their own list page); others need HR, admin or payroll. */
    employeeNumber: Type.Optional(EmployeeNumberSchema),
    /** Case-insensitive match on the employee's name or number, or the summary. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** `nextCursor` of the previous page. */
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ListApplicationRequest = Static<typeof ListApplicationRequestSchema>;

export const ApplicationSummarySchema = Type.Object({
  id: Type.String(),
  approvalType: ApprovalTypeSchema,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  kind: ApplicationKindSchema,
  status: StatusSchema,
  dateApplied: Type.String({ format: 'date-time' }),
  dateFrom: Type.String({ format: 'date' }),
  dateTo: Type.String({ format: 'date' }),
  summary: Type.String(),
  currentLevel: Type.Integer(),
  levelCount: Type.Integer(),
  backdated: Type.Boolean(),
});
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>;

export const ListApplicationResponseSchema = Type.Object({
  items: Type.Array(ApplicationSummarySchema),
  total: Type.Integer(),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Pending counts per approval page, for the side-menu badges. */
  countsByType: Type.Record(Type.String(), Type.Integer()),
});
export type ListApplicationResponse = Static<typeof ListApplicationResponseSchema>;

/** One approver of a level: an account; any one approver of the level decides for it. */
export const ApproverSchema = Type.Object({
  accountId: Type.String(),
  name: Type.String(),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
});
export type Approver = Static<typeof ApproverSchema>;

export const ApprovalLevelSchema = Type.Object({
  level: Type.Integer({ minimum: 1 }),
  approvers: Type.Array(ApproverSchema),
});
export type ApprovalLevel = Static<typeof ApprovalLevelSchema>;

export const DECISION_CHANNELS = ['app', 'email'] as const;

export const DecisionSchema = Type.Object({
  level: Type.Integer(),
  decision: Type.Enum(['Approved', 'Rejected', 'Cancelled'] as const),
  by: Type.String(),
  byName: Type.String(),
  at: Type.String({ format: 'date-time' }),
  channel: Type.Enum(DECISION_CHANNELS),
  remark: Type.String(),
});
export type Decision = Static<typeof DecisionSchema>;

/** `GET /api/hcm/application/:id`: everything about one application, and what the caller may do. */
export const ApplicationDetailSchema = Type.Object({
  ...ApplicationSummarySchema.properties,
  details: Type.Record(Type.String(), Type.Unknown()),
  /** Leave or CTO minutes approval takes from the balance. */
  chargeMinutes: Type.Integer(),
  levels: Type.Array(ApprovalLevelSchema),
  decisions: Type.Array(DecisionSchema),
  can: Type.Object({ decide: Type.Boolean(), cancel: Type.Boolean() }),
});
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;

/** `POST /api/hcm/application`: HR and admins may file for another employee. */
export const FileApplicationRequestSchema = Type.Object(
  {
    kind: ApplicationKindSchema,
    employeeNumber: Type.Optional(EmployeeNumberSchema),
    details: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type FileApplicationRequest = Static<typeof FileApplicationRequestSchema>;

const Remark = Type.String({ maxLength: 500 });

/** `POST /api/hcm/approve-application`: one decision for one or many (bulk) applications. */
export const DecideApplicationsRequestSchema = Type.Object(
  {
    ids: Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
    }),
    decision: Type.Enum(['Approved', 'Rejected'] as const),
    remark: Type.Optional(Remark),
  },
  { additionalProperties: false },
);
export type DecideApplicationsRequest = Static<typeof DecideApplicationsRequestSchema>;

/** Each id's outcome: its new state, or why it was not decided (the others still are). */
export const DecideApplicationsResponseSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Type.String(),
      ok: Type.Boolean(),
      status: Type.Optional(StatusSchema),
      currentLevel: Type.Optional(Type.Integer()),
      error: Type.Optional(Type.String()),
    }),
  ),
});
export type DecideApplicationsResponse = Static<typeof DecideApplicationsResponseSchema>;

export const CancelApplicationRequestSchema = Type.Object(
  { remark: Type.Optional(Remark) },
  { additionalProperties: false },
);

/** `GET /api/organization/approval-matrix?kind=&employeeNumber=`: who will approve. */
export const ApproverPreviewQuerySchema = Type.Object(
  {
    kind: ApplicationKindSchema,
    employeeNumber: Type.Optional(EmployeeNumberSchema),
  },
  { additionalProperties: false },
);
export const ApproverPreviewSchema = Type.Object({
  matrix: Type.Union([Type.String(), Type.Null()]),
  levels: Type.Array(ApprovalLevelSchema),
});
export type ApproverPreview = Static<typeof ApproverPreviewSchema>;

/** A decision link from an e-mail; the page outside the layout shows and confirms it. */
export const EmailLinkRequestSchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);
export const EmailDecisionRequestSchema = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }), remark: Type.Optional(Remark) },
  { additionalProperties: false },
);

/** `revoked`: its approver may no longer decide (disabled, named by the item, no longer its approver). */
export const EMAIL_LINK_STATES = ['open', 'used', 'expired', 'decided', 'revoked'] as const;
export type EmailLinkState = (typeof EMAIL_LINK_STATES)[number];

/** `POST /api/email-approvals/view`: what the link decides, and whether it still can. */
export const EmailLinkViewSchema = Type.Object({
  state: Type.Enum(EMAIL_LINK_STATES),
  decision: Type.Enum(['Approved', 'Rejected'] as const),
  approverName: Type.String(),
  organization: Type.String(),
  application: Type.Object({
    kind: ApplicationKindSchema,
    employeeNumber: Type.String(),
    employeeName: Type.String(),
    summary: Type.String(),
    reason: Type.String(),
    status: StatusSchema,
    dateApplied: Type.String({ format: 'date-time' }),
    currentLevel: Type.Integer(),
    levelCount: Type.Integer(),
  }),
});
export type EmailLinkView = Static<typeof EmailLinkViewSchema>;

/** `POST /api/hcm/valitdate/dtr`: whether a cut-off's time record can go to review. */
export const DtrValidationRequestSchema = Type.Object(
  {
    employeeNumber: Type.Optional(EmployeeNumberSchema),
    cutoffFrom: Type.String({ format: 'date' }),
  },
  { additionalProperties: false },
);
export const DtrValidationSchema = Type.Object({
  cutoffFrom: Type.String({ format: 'date' }),
  cutoffTo: Type.String({ format: 'date' }),
  /** True when the time record has no open problem and the cut-off has ended. */
  ready: Type.Boolean(),
  problems: Type.Array(Type.Object({ date: Type.String(), message: Type.String() })),
  /** The live DTR review of this cut-off, if one was filed. */
  review: Type.Union([Type.Object({ id: Type.String(), status: StatusSchema }), Type.Null()]),
});
export type DtrValidation = Static<typeof DtrValidationSchema>;
