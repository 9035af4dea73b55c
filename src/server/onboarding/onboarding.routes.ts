import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  ChecklistAccountParamsSchema,
  ChecklistApplyResponseSchema,
  ChecklistCreateRequestSchema,
  ChecklistListQuerySchema,
  ChecklistListResponseSchema,
  ChecklistParamsSchema,
  ChecklistReminderResponseSchema,
  ChecklistSchema,
  ChecklistUpdateRequestSchema,
} from '../../shared/api/onboarding';
import { can } from '../../shared/access/capabilities';
import { CHECKLIST_ITEMS } from '../../shared/onboarding/checklist-template';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { principalOf, type Principal } from '../plugins/guard';
import { saveBy } from '../records/record-save';
import { applyChecklist } from './apply-checklist';
import { remindNewHire } from './checklist-reminder';
import { checklistOf, summarize } from './checklist-view';
import {
  filledSubForms,
  findChecklist,
  insertChecklist,
  listChecklists,
  updateChecklist,
  type ChecklistRow,
} from './checklists.repository';
import { defaultDueDate } from './start-checklist';

const SUB_FORM_IDS = new Set(CHECKLIST_ITEMS.map((item) => item.formId));
const today = () => dayjs().format('YYYY-MM-DD');
const noChecklist = () => new AppError('not_found', 'There is no such onboarding checklist.');

/**
 * The onboarding checklist (spec: the accumulator). The new hire reads their own; HR, payroll
 * and admins read everyone's; HR and admins start, change, remind and apply them. The sub-forms
 * themselves are engine records, written through `/api/records`.
 */
export const onboardingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db, forms, config } = deps;
  /** A checklist `who` may see, or a 404 that does not say whether it exists. */
  async function visible(tx: Tx, who: Principal, by: { id: string } | { accountId: string }) {
    const row = await findChecklist(tx, who.orgId, by);
    if (!row || (row.account_id !== who.accountId && !can(who.grants, 'onboarding.read')))
      throw noChecklist();
    return row;
  }

  async function answer(tx: Tx, who: Principal, row: ChecklistRow) {
    const filled = await filledSubForms(tx, who.orgId, [row.employee_number]);
    return checklistOf(forms, who, row, filled, today());
  }

  async function audit(tx: Tx, who: Principal, ip: string, action: string, row: ChecklistRow) {
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Onboarding',
      action,
      detail: { checklistId: row.id, employeeNumber: row.employee_number },
      ip,
    });
  }

  app.get(
    '/accumulator',
    {
      config: { permission: 'onboarding.read' },
      schema: {
        description:
          'Every onboarding checklist of the organisation with its progress, filtered by status, overdue, department or a name / employee number search.',
        querystring: ChecklistListQuerySchema,
        response: { 200: ChecklistListResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { status, overdue, department, q, offset = 0, limit = 50 } = request.query;
      return withOrg(db, who.orgId, async (tx) => {
        const rows = await listChecklists(tx, who.orgId);
        const filled = await filledSubForms(
          tx,
          who.orgId,
          rows.map((row) => row.employee_number),
        );
        const all = rows.map((row) => summarize(row, filled, today()));
        const needle = q?.toLowerCase();
        const matching = all.filter(
          (item) =>
            (!status || item.status === status) &&
            (overdue === undefined || item.overdue === overdue) &&
            (!department || item.employee.department === department) &&
            (!needle ||
              item.employee.name.toLowerCase().includes(needle) ||
              item.employeeNumber.toLowerCase().includes(needle)),
        );
        const departments = [
          ...new Set(all.flatMap((item) => item.employee.department ?? [])),
        ].sort();
        return {
          items: matching.slice(offset, offset + limit),
          total: matching.length,
          departments,
        };
      });
    },
  );

  app.get(
    '/accumulator/:accountId',
    {
      schema: { params: ChecklistAccountParamsSchema, response: { 200: ChecklistSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) =>
        answer(tx, who, await visible(tx, who, { accountId: request.params.accountId })),
      );
    },
  );

  app.post(
    '/accumulator',
    {
      config: { permission: 'onboarding.manage' },
      schema: { body: ChecklistCreateRequestSchema, response: { 201: ChecklistSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      // The guard has checked `orgId` is the session's organisation (403 otherwise).
      const { employeeNumber, accountId, dueDate } = request.body;
      const created = await withOrg(db, who.orgId, async (tx) => {
        const account = await tx
          .selectFrom('accounts')
          .select(['account_id', 'employee_number'])
          .where('org_id', '=', who.orgId)
          .where('account_id', '=', accountId)
          .executeTakeFirst();
        if (!account) throw fieldError('/accountId', 'accountId names no account here');
        if (account.employee_number?.toLowerCase() !== employeeNumber.toLowerCase())
          throw fieldError(
            '/employeeNumber',
            `employeeNumber must be the account's employee number (${account.employee_number ?? 'none'})`,
          );
        const id = await insertChecklist(tx, who.orgId, {
          accountId,
          employeeNumber: account.employee_number,
          dueDate: dueDate ?? defaultDueDate(undefined, today()),
          createdBy: who.username,
        });
        if (!id)
          throw new AppError('conflict', 'This account already has an onboarding checklist.');
        const row = await visible(tx, who, { id });
        await audit(tx, who, request.ip, 'checklist-started', row);
        return answer(tx, who, row);
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/accumulator/:id',
    {
      config: { permission: 'onboarding.manage' },
      schema: {
        params: ChecklistParamsSchema,
        body: ChecklistUpdateRequestSchema,
        response: { 200: ChecklistSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { dueDate, required } = request.body;
      const unknown = Object.keys(required ?? {}).find((formId) => !SUB_FORM_IDS.has(formId));
      if (unknown)
        throw fieldError(`/required/${unknown}`, `${unknown} is not a sub-form of the checklist`);
      return withOrg(db, who.orgId, async (tx) => {
        const row = await visible(tx, who, { id: request.params.id });
        await updateChecklist(tx, who.orgId, row.id, {
          ...(dueDate !== undefined ? { due_date: dueDate } : {}),
          ...(required ? { required: JSON.stringify({ ...row.required, ...required }) } : {}),
        });
        await audit(tx, who, request.ip, 'checklist-changed', row);
        return answer(tx, who, await visible(tx, who, { id: row.id }));
      });
    },
  );

  app.post(
    '/accumulator/:id/reminders',
    {
      config: { permission: 'onboarding.manage' },
      schema: { params: ChecklistParamsSchema, response: { 202: ChecklistReminderResponseSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const sentTo = await withOrg(db, who.orgId, async (tx) => {
        const row = await visible(tx, who, { id: request.params.id });
        const filled = await filledSubForms(tx, who.orgId, [row.employee_number]);
        const now = new Date();
        const to = await remindNewHire(
          tx,
          config,
          row,
          summarize(row, filled, today()),
          filled,
          now,
        );
        await updateChecklist(tx, who.orgId, row.id, { last_reminded_at: now });
        await audit(tx, who, request.ip, 'checklist-reminder', row);
        return to;
      });
      return reply.status(202).send({ message: `A reminder is on its way to ${sentTo}.`, sentTo });
    },
  );

  app.post(
    '/accumulator/:id/apply',
    {
      config: { permission: 'onboarding.manage' },
      schema: { params: ChecklistParamsSchema, response: { 200: ChecklistApplyResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const row = await visible(tx, who, { id: request.params.id });
        const filled = await filledSubForms(tx, who.orgId, [row.employee_number]);
        const save = saveBy(tx, who, request.ip, deps);
        const { recordId, fields } = await applyChecklist(
          save,
          forms,
          summarize(row, filled, today()),
          filled,
        );
        await updateChecklist(tx, who.orgId, row.id, {
          applied_at: new Date(),
          applied_by: who.username,
        });
        await audit(tx, who, request.ip, 'checklist-applied', row);
        return {
          message:
            fields.length > 0
              ? `Copied ${fields.length} field(s) into the employee record.`
              : 'The employee record already holds everything the checklist says.',
          employeeRecordId: recordId,
          fields,
        };
      });
    },
  );
};
