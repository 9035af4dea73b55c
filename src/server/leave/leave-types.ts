import { CTO_LEAVE_TYPE } from '../../shared/api/leave-credits';
import type { ErsEmployeeData, LeaveTemplateData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';

export type LeaveTypeRule = LeaveTemplateData['leaveTypes'][number];

interface LiveTemplate {
  id: string;
  data: LeaveTemplateData;
}

/** The organisation's active leave templates (engine records: schemas/company-settings). */
export async function activeLeaveTemplates(tx: Tx, orgId: string): Promise<LiveTemplate[]> {
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'leave-template')
    .where('deleted_at', 'is', null)
    .execute();
  return rows
    .map((row) => ({ id: row.id, data: row.data as LeaveTemplateData }))
    .filter(({ data }) => data.active);
}

/** Of `templates`, the employee's own when it is among them, else the default. */
export function templateFor(
  templates: LiveTemplate[],
  employee: Pick<ErsEmployeeData, 'leaveTemplate'>,
): LeaveTemplateData | null {
  return (
    templates.find(({ id }) => id === employee.leaveTemplate?.id)?.data ??
    templates.find(({ data }) => data.isDefault)?.data ??
    null
  );
}

/**
 * The leave template that governs an employee: their own when it is live and active, else the
 * organisation's default.
 */
export async function leaveTemplateOf(
  tx: Tx,
  orgId: string,
  employee: Pick<ErsEmployeeData, 'leaveTemplate'>,
): Promise<LeaveTemplateData | null> {
  return templateFor(await activeLeaveTemplates(tx, orgId), employee);
}

/** The template's paid leave types and compensatory time off: what HR may grant or take. */
export const adjustableLeaveTypes = (template: LeaveTemplateData | null) => [
  ...new Set([
    ...(template?.leaveTypes.filter((rule) => rule.paid).map((rule) => rule.name) ?? []),
    CTO_LEAVE_TYPE,
  ]),
];
