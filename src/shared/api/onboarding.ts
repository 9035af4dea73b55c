import { Type, type Static } from 'typebox';
import { OrgIdSchema } from './identity';
import { OffsetSchema } from './paging';

const EmployeeNumberSchema = Type.String({ minLength: 1, maxLength: 30 });
const DateSchema = Type.String({ format: 'date' });

export const CHECKLIST_TYPES = ['onboarding'] as const;
const ChecklistTypeSchema = Type.Enum([...CHECKLIST_TYPES], {
  errorMessage: 'must be "onboarding"',
});

export const CHECKLIST_STATUSES = ['In-Progress', 'Completed'] as const;
const ChecklistStatusSchema = Type.Enum([...CHECKLIST_STATUSES]);

const SubFormSchema = Type.Object(
  {
    /** Stable within the checklist; the spec's `id` and `name` are the same key here. */
    id: Type.String(),
    name: Type.String(),
    label: Type.String(),
    form_id: Type.String(),
    filledBy: Type.Enum(['employee', 'hr', 'payroll', 'admin']),
    isRequiredToEmployee: Type.Boolean(),
    /** `Completed` once the sub-form holds the new hire's record. */
    status: Type.Enum(['Completed', 'Pending']),
    /** The sub-form's record, when filled. */
    recordId: Type.Optional(Type.String({ format: 'uuid' })),
    updatedAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** Whether the signed-in user may read / fill this sub-form for this new hire. */
    canRead: Type.Boolean(),
    canWrite: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ChecklistSubForm = Static<typeof SubFormSchema>;

const ProgressSchema = Type.Object(
  {
    requiredDone: Type.Integer({ minimum: 0 }),
    requiredTotal: Type.Integer({ minimum: 0 }),
    done: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const ChecklistPersonSchema = Type.Object(
  {
    name: Type.String(),
    employeeRecordId: Type.Optional(Type.String({ format: 'uuid' })),
    department: Type.Optional(Type.String()),
    position: Type.Optional(Type.String()),
    hireDate: Type.Optional(DateSchema),
    email: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const ChecklistSummaryProperties = {
  id: Type.String({ format: 'uuid' }),
  employeeNumber: EmployeeNumberSchema,
  orgId: OrgIdSchema,
  accountId: Type.String({ format: 'uuid' }),
  type: ChecklistTypeSchema,
  accountInfo: Type.Object({ loggedIn: Type.Boolean() }, { additionalProperties: false }),
  employee: ChecklistPersonSchema,
  /** Server-computed: Completed when every required sub-form has data. */
  status: ChecklistStatusSchema,
  progress: ProgressSchema,
  dueDate: Type.Union([DateSchema, Type.Null()]),
  overdue: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  lastRemindedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When HR last copied the checklist's data into the employee master. */
  appliedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

export const ChecklistSummarySchema = Type.Object(ChecklistSummaryProperties, {
  additionalProperties: false,
});
export type ChecklistSummary = Static<typeof ChecklistSummarySchema>;

/** `GET /api/accumulator/:accountId` and the writes' answer: the checklist with its sub-forms. */
export const ChecklistSchema = Type.Object(
  {
    ...ChecklistSummaryProperties,
    groups: Type.Array(
      Type.Object(
        { id: Type.String(), label: Type.String(), forms: Type.Array(SubFormSchema) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Checklist = Static<typeof ChecklistSchema>;

export const ChecklistAccountParamsSchema = Type.Object(
  { accountId: Type.String({ format: 'uuid', errorMessage: 'must be an account id (a UUID)' }) },
  { additionalProperties: false },
);

export const ChecklistParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid', errorMessage: 'must be a checklist id (a UUID)' }) },
  { additionalProperties: false },
);

/** `POST /api/accumulator`: start a checklist for an employee's account. */
export const ChecklistCreateRequestSchema = Type.Object(
  {
    employeeNumber: EmployeeNumberSchema,
    orgId: OrgIdSchema,
    accountId: Type.String({ format: 'uuid', errorMessage: 'must be an account id (a UUID)' }),
    type: ChecklistTypeSchema,
    dueDate: Type.Optional(DateSchema),
  },
  { additionalProperties: false },
);

/** `PUT /api/accumulator/:id`: the due date, and which sub-forms this new hire must fill. */
export const ChecklistUpdateRequestSchema = Type.Object(
  {
    dueDate: Type.Optional(Type.Union([DateSchema, Type.Null()])),
    required: Type.Optional(
      Type.Record(Type.String({ pattern: '^onb-[a-z-]+$' }), Type.Boolean(), {
        maxProperties: 40,
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ChecklistUpdateRequest = Static<typeof ChecklistUpdateRequestSchema>;

export const ChecklistListQuerySchema = Type.Object(
  {
    status: Type.Optional(ChecklistStatusSchema),
    overdue: Type.Optional(Type.Boolean()),
    department: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    offset: Type.Optional(OffsetSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type ChecklistListQuery = Static<typeof ChecklistListQuerySchema>;

export const ChecklistListResponseSchema = Type.Object(
  {
    items: Type.Array(ChecklistSummarySchema),
    total: Type.Integer({ minimum: 0 }),
    departments: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ChecklistListResponse = Static<typeof ChecklistListResponseSchema>;

export const ChecklistReminderResponseSchema = Type.Object(
  { message: Type.String(), sentTo: Type.String() },
  { additionalProperties: false },
);

/** `POST /api/accumulator/:id/apply`: what was copied into the employee master. */
export const ChecklistApplyResponseSchema = Type.Object(
  {
    message: Type.String(),
    employeeRecordId: Type.String({ format: 'uuid' }),
    fields: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ChecklistApplyResponse = Static<typeof ChecklistApplyResponseSchema>;
