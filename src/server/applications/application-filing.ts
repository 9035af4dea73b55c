import type { FiledDetails } from '../../shared/api/application-details';
import type { FieldError } from '../../shared/api/errors';
import type { FileApplicationRequest } from '../../shared/api/applications';
import { CTO_LEAVE_TYPE, formatLeaveDays } from '../../shared/api/leave-credits';
import {
  APPLICATION_KINDS,
  approvalPageOf,
  isRecordKind,
} from '../../shared/applications/application-kinds';
import { spanOf, summarize } from '../../shared/applications/application-summary';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { OrgFlags } from '../../shared/org-flags';
import { cutoffOf } from '../../shared/timekeeping/cutoff';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { balancesOf, pendingChargesOf } from '../leave/leave-ledger.repository';
import { leaveChargeMinutes, workingDaysOf } from '../leave/leave-preview';
import { leaveTemplateOf } from '../leave/leave-types';
import type { Principal } from '../plugins/guard';
import { employeeCalendar } from '../timekeeping/employee-calendar';
import { subjectOf } from '../directory/employee-subject';
import { recomputeDtr } from '../timekeeping/recompute-dtr';
import { findEmployee } from '../directory/directory.repository';
import { attachmentErrors } from '../approvals/application-attachments';
import { checkApplication } from './application-checks';
import { notifyApprovers } from '../approvals/application-notices';
import type { NoticeContext } from '../notifications/notify';
import { insertApplication, liveApplicationsOf } from '../approvals/applications.repository';
import type { ApplicationRow } from '../approvals/application-row';
import { resolveApprovalChain } from '../approvals/approval-chain';
import { parseDetails } from './parse-details';

const invalid = (errors: FieldError[]) =>
  new AppError(
    'validation_failed',
    `The application has ${errors.length} problem(s): ${errors.map((e) => e.message).join('; ')}`,
    { fields: errors },
  );

/**
 * The minutes a leave or CTO application will take from its balance, checked against what the
 * balance still holds once pending applications are counted. Changes of work schedule get the
 * template's current label. Adds to `errors` what fails.
 */
async function chargeOf(
  tx: Tx,
  orgId: string,
  filed: FiledDetails,
  employee: ErsEmployeeData,
  errors: FieldError[],
): Promise<number> {
  const { dateFrom, dateTo } = spanOf(filed);
  const available = async (leaveType: string) => {
    // Held until the application is filed: an HR deduction meanwhile cannot take what this
    // application is found to leave for it, nor this one what a deduction took.
    await lockBusinessKey(tx, orgId, 'ledger', employee.employeeNumber);
    const [balances, pending] = await Promise.all([
      balancesOf(tx, orgId, employee.employeeNumber),
      pendingChargesOf(tx, orgId, employee.employeeNumber),
    ]);
    return (balances.get(leaveType) ?? 0) - (pending.get(leaveType) ?? 0);
  };
  const workingDays = () => workingDaysOf(tx, orgId, employee, dateFrom, dateTo);

  if (filed.kind === 'leave') {
    const template = await leaveTemplateOf(tx, orgId, employee);
    const types = template?.leaveTypes ?? [];
    const rule = types.find((type) => type.name === filed.details.leaveType);
    if (!rule) {
      errors.push({
        path: '/details/leaveType',
        message: types.length
          ? `Leave type must be one of: ${types.map((type) => type.name).join(', ')}`
          : 'No leave template applies to this employee; ask HR to assign one.',
      });
      return 0;
    }
    const days = await workingDays();
    if (days === 0) {
      errors.push({ path: '/details/dateFrom', message: 'These dates hold no working day.' });
      return 0;
    }
    if (!rule.paid) return 0;
    const charge = leaveChargeMinutes(days, filed.details.dayPart);
    const left = await available(rule.name);
    if (left < charge)
      errors.push({
        path: '/details/leaveType',
        message: `Not enough ${rule.name} credits: ${formatLeaveDays(Math.max(left, 0))} available, ${formatLeaveDays(charge)} asked.`,
      });
    return charge;
  }
  if (filed.kind === 'cto') {
    if ((await workingDays()) === 0)
      errors.push({ path: '/details/date', message: 'Time off is for a working day.' });
    const left = await available(CTO_LEAVE_TYPE);
    if (left < filed.details.minutes)
      errors.push({
        path: '/details/minutes',
        message: `Not enough compensatory time off: ${Math.max(left, 0) / 60} h available, ${filed.details.minutes / 60} h asked.`,
      });
    return filed.details.minutes;
  }
  if (filed.kind === 'dtr') {
    const computed = await recomputeDtr(tx, orgId, employee.employeeNumber, dateFrom, dateTo);
    const open = computed?.days.filter((day) => day.exceptions.length > 0) ?? [];
    if (open.length > 0)
      errors.push({
        path: '/details/cutoffFrom',
        message: `Resolve the time record first: ${open
          .map((day) => `${day.date} ${day.exceptions.join(', ')}`)
          .join('; ')}.`,
      });
  }
  if (filed.kind === 'overtime') {
    const [day] = (await employeeCalendar(tx, orgId, employee, dateFrom, dateTo)).days;
    const holiday = day?.holidays.some((kind) => kind !== 'special-working');
    const expected = holiday ? 'Holiday shift' : day?.restDay ? 'Rest day shift' : 'Overtime';
    if (day && filed.details.overtimeType !== expected)
      errors.push({
        path: '/details/overtimeType',
        message: `${dateFrom} is ${holiday ? 'a holiday' : day.restDay ? 'a rest day' : 'a working day'} for this employee: file it as ${expected}.`,
      });
  }
  if (filed.kind === 'change-work-schedule') {
    const template = await tx
      .selectFrom('records')
      .select('data')
      .where('org_id', '=', orgId)
      .where('form_id', '=', 'schedule-template')
      .where('id', '=', filed.details.scheduleTemplate.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const data = template?.data as { code: string; name: string; active?: boolean } | undefined;
    if (!data || data.active === false)
      errors.push({
        path: '/details/scheduleTemplate',
        message: 'New schedule must be an active schedule template.',
      });
    else filed.details.scheduleTemplate.label = `${data.code} ${data.name}`;
  }
  return 0;
}

/** Checks an application as `fileApplication` would, without filing it (`cws/validate`). */
export async function validateApplication(
  tx: Tx,
  who: Principal,
  input: FileApplicationRequest,
  flags: OrgFlags,
) {
  if (isRecordKind(input.kind))
    throw new AppError(
      'validation_failed',
      `${APPLICATION_KINDS[input.kind].label}s are filed by staff on their own pages, not as applications.`,
      { fields: [{ path: '/kind', message: `Kind cannot be ${input.kind} here.` }] },
    );
  const employeeNumber = await subjectOf(tx, who, input.employeeNumber);
  if (input.kind === 'punch-alteration' && flags.punchAlteration.hidden)
    throw new AppError('forbidden', 'Time corrections are not enabled for this organisation.');
  const filed = parseDetails(input.kind, input.details);
  const employee = await findEmployee(tx, who.orgId, employeeNumber);
  if (!employee)
    throw new AppError(
      'validation_failed',
      `There is no employee record for ${employeeNumber}; HR must add one first.`,
    );
  const today = todayAtWork();
  const span = spanOf(filed);
  const live = await liveApplicationsOf(tx, who.orgId, employeeNumber, span.dateFrom, span.dateTo);
  const errors = [
    ...checkApplication(filed, { today, flags, live }),
    ...(await attachmentErrors(tx, who, filed.details)),
  ];
  const chargeMinutes =
    errors.length === 0 ? await chargeOf(tx, who.orgId, filed, employee, errors) : 0;
  return { filed, employee, span, chargeMinutes, errors, today };
}

/** Files an application: checked, routed by the approval matrix, and announced to level 1. */
export async function fileApplication(
  tx: Tx,
  ctx: NoticeContext,
  who: Principal,
  input: FileApplicationRequest,
  flags: OrgFlags,
): Promise<ApplicationRow> {
  // One filing at a time per employee, so two overlapping applications cannot both pass.
  const subject = await subjectOf(tx, who, input.employeeNumber);
  await lockBusinessKey(tx, ctx.orgId, 'file', subject);
  const { filed, employee, span, chargeMinutes, errors, today } = await validateApplication(
    tx,
    who,
    input,
    flags,
  );
  if (errors.length > 0) throw invalid(errors);
  const chain = await resolveApprovalChain(tx, ctx.orgId, employee, filed.kind, who.accountId);
  if (!chain || chain.levels.length === 0)
    throw new AppError(
      'validation_failed',
      `No approval matrix names an approver for ${APPLICATION_KINDS[filed.kind].label.toLowerCase()} applications of ${employee.employeeNumber}; ask HR to set one up.`,
      { fields: [{ path: '/kind', message: 'No approver is set up for this application type.' }] },
    );
  const row = await insertApplication(tx, ctx.orgId, {
    kind: filed.kind,
    approvalType: approvalPageOf(
      filed.kind,
      filed.kind === 'overtime' ? filed.details.overtimeType : undefined,
    ),
    employeeNumber: employee.employeeNumber,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    details: filed.details,
    dateFrom: span.dateFrom,
    dateTo: span.dateTo,
    summary: summarize(filed),
    levels: chain.levels,
    chargeMinutes,
    backdated: span.dateFrom < cutoffOf(today).from,
    filedBy: who.accountId,
  });
  await notifyApprovers(tx, ctx, row);
  return row;
}
