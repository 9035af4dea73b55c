import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  APPLICATION_STATUSES,
  ApplicationDetailSchema,
  ApproverPreviewQuerySchema,
  ApproverPreviewSchema,
  CancelApplicationRequestSchema,
  DecideApplicationsRequestSchema,
  DecideApplicationsResponseSchema,
  DtrValidationRequestSchema,
  DtrValidationSchema,
  FileApplicationRequestSchema,
  ListApplicationRequestSchema,
  ListApplicationResponseSchema,
  type DecideApplicationsResponse,
  type ListApplicationRequest,
} from '../../shared/api/applications';
import { FieldErrorSchema } from '../../shared/api/errors';
import { kindOfApprovalPage } from '../../shared/applications/application-kinds';
import { APPROVAL_PAGE_SLUGS, approvalPagesOf } from '../../shared/approval-pages';
import { cutoffOf } from '../../shared/timekeeping/cutoff';
import { can } from '../../shared/access/capabilities';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf, type Principal } from '../plugins/guard';
import { subjectOf } from '../directory/employee-subject';
import { findEmployee } from '../directory/directory.repository';
import {
  cancelApplication,
  decideApplication,
  permissionsOn,
  type Actor,
} from './application-decisions';
import { fileApplication, validateApplication } from './application-filing';
import { resolveApprovalChain } from '../approvals/approval-chain';
import { deciderOf } from '../approvals/decision-rights';
import {
  decisionsOf,
  findApplication,
  listApplications,
  liveApplicationsOf,
  toSummary,
} from '../approvals/applications.repository';
import type { ApplicationRow } from '../approvals/application-row';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** An account of the organisation, as decisions record who acted. */
export async function actorOf(tx: Tx, orgId: string, accountId: string): Promise<Actor> {
  const account = await tx
    .selectFrom('accounts')
    .select(['account_id', 'first_name', 'last_name', 'username'])
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  // An integration token is no one: it may read applications, not decide or cancel them.
  if (!account)
    throw new AppError('forbidden', 'Only a person may decide or cancel an application.');
  return {
    accountId: account.account_id,
    name: `${account.first_name} ${account.last_name}`,
    username: account.username,
  };
}

async function detailOf(tx: Tx, who: Principal, row: ApplicationRow) {
  const can = await permissionsOn(tx, who, row);
  if (!can.see) throw new AppError('not_found', 'There is no such application.');
  return {
    ...toSummary(row),
    details: row.details,
    chargeMinutes: row.charge_minutes,
    levels: row.levels,
    decisions: await decisionsOf(tx, who.orgId, row.application_id),
    can: { decide: can.decide, cancel: can.cancel },
  };
}

/**
 * Applications and their approval (spec: Applications, Approvals; hcm `list/application`,
 * `application`, `approve-application`, `cws/validate`; `organization/approval-matrix`).
 */
export const applicationsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config, forms, modules },
) => {
  const notices = (orgId: string) => ({
    orgId,
    publicUrl: config.publicUrl,
    forms,
    config,
    modules,
  });

  /** Whose applications a list request may show; a 403 when it asks for more than that. */
  async function listScope(who: Principal, body: ListApplicationRequest, tx: Tx) {
    const approverId = body.approvalMatrix?.approverId ?? null;
    const elevated = can(who.grants, 'timekeeping.others');
    if (approverId && approverId !== who.accountId && !can(who.grants, 'applications.manage'))
      throw new AppError('forbidden', "Only HR and admins may see another approver's queue.");
    if (approverId)
      return { decider: await deciderOf(tx, who.orgId, approverId), employeeNumber: null };
    if (body.employeeNumber)
      return { decider: null, employeeNumber: await subjectOf(tx, who, body.employeeNumber) };
    if (!elevated)
      throw new AppError('forbidden', 'Name an approver or an employee to list applications.');
    return { decider: null, employeeNumber: null };
  }

  async function listFor(who: Principal, body: ListApplicationRequest, backdatedOnly: boolean) {
    const flags = await findOrgFlags(db, who.orgId);
    // An approver's queue honours the organisation's approvals list; an employee's own list
    // and HR's history show every type.
    const types = body.type
      ? [body.type]
      : body.approvalMatrix
        ? approvalPagesOf(flags.approvalsList)
        : APPROVAL_PAGE_SLUGS;
    return withOrg(db, who.orgId, async (tx) => {
      const scope = await listScope(who, body, tx);
      return listApplications(tx, who.orgId, {
        ...scope,
        statuses: body.status ?? (scope.decider ? ['Pending'] : APPLICATION_STATUSES),
        types: types.filter((type) => kindOfApprovalPage(type) !== null),
        kind: body.kind ?? null,
        backdatedOnly,
        search: body.search?.trim() || null,
        limit: body.limit ?? 50,
        cursor: body.cursor ?? null,
      });
    });
  }

  const listSchema = {
    config: { readOnly: true },
    schema: {
      body: ListApplicationRequestSchema,
      response: { 200: ListApplicationResponseSchema },
    },
  };
  app.post('/hcm/list/application', listSchema, (request) =>
    listFor(principalOf(request), request.body, false),
  );
  app.post(
    '/hcm/list/application/backdated',
    { ...listSchema, config: { readOnly: true, permission: 'timekeeping.others' } },
    (request) => listFor(principalOf(request), request.body, true),
  );

  app.post(
    '/hcm/application',
    {
      schema: {
        body: FileApplicationRequestSchema,
        response: { 201: ApplicationDetailSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const flags = await findOrgFlags(db, who.orgId);
      const detail = await withOrg(db, who.orgId, async (tx) =>
        detailOf(tx, who, await fileApplication(tx, notices(who.orgId), who, request.body, flags)),
      );
      return reply.status(201).send(detail);
    },
  );

  app.post(
    '/hcm/cws/validate',
    {
      config: { readOnly: true },
      schema: {
        body: FileApplicationRequestSchema,
        response: {
          200: Type.Object({
            valid: Type.Boolean(),
            chargeMinutes: Type.Integer(),
            fields: Type.Array(FieldErrorSchema),
          }),
        },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const flags = await findOrgFlags(db, who.orgId);
      return withOrg(db, who.orgId, async (tx) => {
        const checked = await validateApplication(tx, who, request.body, flags);
        return {
          valid: checked.errors.length === 0,
          chargeMinutes: checked.chargeMinutes,
          fields: checked.errors,
        };
      });
    },
  );

  app.get(
    '/hcm/application/:id',
    {
      config: { readOnly: true },
      schema: { params: IdParams, response: { 200: ApplicationDetailSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const row = await findApplication(tx, who.orgId, request.params.id);
        if (!row) throw new AppError('not_found', 'There is no such application.');
        return detailOf(tx, who, row);
      });
    },
  );

  app.post(
    '/hcm/application/:id/cancel',
    {
      schema: {
        params: IdParams,
        body: CancelApplicationRequestSchema,
        response: { 200: ApplicationDetailSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const row = await cancelApplication(
          tx,
          notices(who.orgId),
          who,
          await actorOf(tx, who.orgId, who.accountId),
          request.params.id,
          request.body.remark?.trim() ?? '',
        );
        return detailOf(tx, who, row);
      });
    },
  );

  app.post(
    '/hcm/approve-application',
    {
      schema: {
        body: DecideApplicationsRequestSchema,
        response: { 200: DecideApplicationsResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { ids, decision } = request.body;
      const remark = request.body.remark?.trim() ?? '';
      const results: DecideApplicationsResponse['results'] = [];
      // Each application in its own transaction: one that cannot be decided (taken by another
      // approver, short of leave credits) does not undo the others of a bulk approval.
      for (const id of ids) {
        try {
          const row = await withOrg(db, who.orgId, async (tx) =>
            decideApplication(
              tx,
              notices(who.orgId),
              await actorOf(tx, who.orgId, who.accountId),
              id,
              decision,
              remark,
              'app',
            ),
          );
          results.push({
            id,
            ok: true,
            status: row.status as 'Pending',
            currentLevel: row.current_level,
          });
        } catch (error) {
          if (!(error instanceof AppError) || error.code === 'internal') throw error;
          results.push({ id, ok: false, error: error.message });
        }
      }
      return { results };
    },
  );

  app.post(
    '/hcm/valitdate/dtr',
    {
      config: { readOnly: true },
      schema: { body: DtrValidationRequestSchema, response: { 200: DtrValidationSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const flags = await findOrgFlags(db, who.orgId);
      const cutoff = cutoffOf(request.body.cutoffFrom);
      return withOrg(db, who.orgId, async (tx) => {
        const employeeNumber = await subjectOf(tx, who, request.body.employeeNumber);
        const checked = await validateApplication(
          tx,
          who,
          {
            kind: 'dtr',
            employeeNumber,
            details: { cutoffFrom: cutoff.from, cutoffTo: cutoff.to },
          },
          flags,
        );
        const [review] = (
          await liveApplicationsOf(tx, who.orgId, employeeNumber, cutoff.from, cutoff.to)
        ).filter((live) => live.kind === 'dtr');
        return {
          cutoffFrom: cutoff.from,
          cutoffTo: cutoff.to,
          ready: checked.errors.length === 0,
          problems: checked.errors.map((error) => ({ date: cutoff.from, message: error.message })),
          review: review ? { id: review.id, status: review.status as 'Pending' } : null,
        };
      });
    },
  );

  app.get(
    '/organization/approval-matrix',
    {
      config: { readOnly: true },
      schema: { querystring: ApproverPreviewQuerySchema, response: { 200: ApproverPreviewSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        const employeeNumber = await subjectOf(tx, who, request.query.employeeNumber);
        const employee = await findEmployee(tx, who.orgId, employeeNumber);
        const chain = employee
          ? await resolveApprovalChain(tx, who.orgId, employee, request.query.kind, who.accountId)
          : null;
        return { matrix: chain?.matrix ?? null, levels: chain?.levels ?? [] };
      });
    },
  );
};
