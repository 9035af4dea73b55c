import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  EmailDecisionRequestSchema,
  EmailLinkRequestSchema,
  EmailLinkViewSchema,
  type EmailLinkState,
} from '../../shared/api/applications';
import type { ApplicationKind } from '../../shared/applications/application-kinds';
import { writeAudit } from '../audit/audit.repository';
import type { ApprovalLinksTable } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { loadBuiltForms } from '../form-builder/built-forms';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { assertSameOrg } from '../plugins/guard';
import { assertNotSuspended } from '../organization/organization.repository';
import { linkViews, publicWrites } from '../plugins/request-limits';
import { decideApplication, type Actor } from './application-decisions';
import { actorOf } from './applications.routes';
import { deciderOf, mayDecide, type Verdict } from '../approvals/decision-rights';
import { findApplication, type ApplicationStatus } from '../approvals/applications.repository';
import type { ApplicationRow } from '../approvals/application-row';
import { findApprovalLink, orgOfLinkToken } from '../approvals/approval-links.repository';

type Link = Selectable<ApprovalLinksTable>;

/**
 * A link with what it acts on: its application, the approver it was mailed to, and whether
 * that approver may decide it now.
 */
interface LinkScope {
  tx: Tx;
  orgId: string;
  link: Link;
  row: ApplicationRow;
  approver: Actor;
  verdict: Verdict;
}

type LinkState = Exclude<EmailLinkState, 'revoked'>;

/** Whether a link itself can still decide: once, before it expires, while its level waits. */
function linkState(link: Link, row: ApplicationRow, now = new Date()): LinkState {
  if (link.used_at) return 'used';
  if (row.status !== 'Pending' || row.current_level !== link.level) return 'decided';
  if (link.expires_at <= now) return 'expired';
  return 'open';
}

/** ...and only while its approver may decide (enabled, not named by it, still its approver). */
function stateOf({ link, row, verdict }: LinkScope): EmailLinkState {
  const state = linkState(link, row);
  return state === 'open' && !verdict.may ? 'revoked' : state;
}

const REFUSALS: Record<Exclude<LinkState, 'open'>, string> = {
  used: 'This link has already been used.',
  expired: 'This link has expired. Open the application in the app to decide it.',
  decided: 'This application was already decided; the link no longer works.',
};

/** What the confirmation page shows of an application: no rate, no attachments. */
const publicView = (row: ApplicationRow) => ({
  kind: row.kind as ApplicationKind,
  employeeNumber: row.employee_number,
  employeeName: row.employee_name,
  summary: row.summary,
  reason: String((row.details as { reason?: unknown }).reason ?? ''),
  status: row.status as ApplicationStatus,
  dateApplied: new Date(row.date_applied).toISOString(),
  currentLevel: row.current_level,
  levelCount: row.levels.length,
});

const NOT_A_LINK = () => new AppError('not_found', 'This approval link is not valid.');

/**
 * E-mail approval links (spec: Email approval links), reached without signing in: the token
 * is the credential. Every view and every decision, refused or not, is in the audit trail.
 */
export const emailApprovalsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config, forms, modules },
) => {
  /**
   * Runs `work` with the link, its application and its approver in the link's organisation,
   * which a page of another organisation (x-org-id) may not reach through it; a suspended
   * organisation's links do nothing.
   */
  const withLink = <T>(
    request: FastifyRequest,
    token: string,
    work: (scope: LinkScope) => Promise<T>,
  ) => {
    const orgId = orgOfLinkToken(token);
    if (!orgId) throw NOT_A_LINK();
    assertSameOrg(request, orgId, 'the organisation of this link');
    return withOrg(db, orgId, async (tx) => {
      await assertNotSuspended(tx, orgId);
      const link = await findApprovalLink(tx, orgId, token);
      const row = link ? await findApplication(tx, orgId, link.application_id) : undefined;
      if (!link || !row) throw NOT_A_LINK();
      const approver = await actorOf(tx, orgId, link.account_id);
      const verdict = mayDecide(await deciderOf(tx, orgId, link.account_id), row);
      return work({ tx, orgId, link, row, approver, verdict });
    });
  };

  const audit = (
    { tx, orgId, link, approver }: LinkScope,
    action: string,
    ip: string,
    detail = {},
  ) =>
    writeAudit(tx, {
      orgId,
      accountId: link.account_id,
      username: approver.username,
      module: 'Email approval',
      action,
      detail: {
        applicationId: link.application_id,
        level: link.level,
        decision: link.decision,
        ...detail,
      },
      ip,
    });

  app.post(
    '/email-approvals/view',
    {
      config: { auth: 'none', readOnly: true, limits: [linkViews(config)] },
      schema: { body: EmailLinkRequestSchema, response: { 200: EmailLinkViewSchema } },
    },
    async (request) =>
      withLink(request, request.body.token, async (scope) => {
        const { tx, orgId, link, row } = scope;
        const state = stateOf(scope);
        await audit(scope, 'viewed', request.ip, { state });
        const org = await tx
          .selectFrom('organizations')
          .select('trade_name')
          .where('org_id', '=', orgId)
          .executeTakeFirstOrThrow();
        return {
          state,
          decision: link.decision,
          approverName: scope.approver.name,
          organization: org.trade_name,
          application: publicView(row),
        };
      }),
  );

  app.post(
    '/email-approvals/decide',
    {
      config: { auth: 'none', limits: [publicWrites(config)] },
      schema: {
        body: EmailDecisionRequestSchema,
        response: { 200: EmailLinkViewSchema.properties.application },
      },
    },
    async (request) => {
      const { token } = request.body;
      const remark = request.body.remark?.trim() ?? '';
      try {
        return await withLink(request, token, async (scope) => {
          const { tx, orgId, link, row, verdict } = scope;
          const state = linkState(link, row);
          if (state !== 'open') throw new AppError('conflict', REFUSALS[state]);
          if (!verdict.may) throw new AppError('forbidden', verdict.reason);
          // A record approval of the organisation's own record type needs its definition.
          await loadBuiltForms(db, forms, orgId);
          const decided = await decideApplication(
            tx,
            { orgId, publicUrl: config.publicUrl, forms, config, modules },
            scope.approver,
            row.application_id,
            link.decision,
            remark,
            'email',
            link.level,
          );
          await audit(scope, link.decision === 'Approved' ? 'approved' : 'rejected', request.ip);
          return publicView(decided);
        });
      } catch (error) {
        // The refusal rolled its transaction back; it is audited in one of its own.
        if (
          error instanceof AppError &&
          !['not_found', 'org_mismatch', 'org_suspended'].includes(error.code)
        )
          await withLink(request, token, (scope) =>
            audit(scope, 'refused', request.ip, { reason: error.message }),
          );
        throw error;
      }
    },
  );
};
