import type { ErsEmployeeData, LeaveTemplateData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';

export type LeaveTypeRule = LeaveTemplateData['leaveTypes'][number];

/**
 * The leave template that governs an employee: their own when it is live and active, else the
 * organisation's default (leave templates are engine records: schemas/company-settings).
 */
export async function leaveTemplateOf(
  tx: Tx,
  employee: Pick<ErsEmployeeData, 'leaveTemplate'>,
): Promise<LeaveTemplateData | null> {
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('form_id', '=', 'leave-template')
    .where('deleted_at', 'is', null)
    .execute();
  const templates = rows
    .map((row) => ({ id: row.id, data: row.data as LeaveTemplateData }))
    .filter(({ data }) => data.active);
  return (
    templates.find(({ id }) => id === employee.leaveTemplate?.id)?.data ??
    templates.find(({ data }) => data.isDefault)?.data ??
    null
  );
}
