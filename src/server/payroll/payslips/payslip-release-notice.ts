import { sql } from 'kysely';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { Tx } from '../../db/tenant';
import { notify, type NoticeContext } from '../../notifications/notify';
import { dateText, periodText } from '../payslip-layouts/payslip-view';

/** Tells each employee with a payslip in the released cut-off (its current computation). */
export async function noticePayslipsReleased(tx: Tx, ctx: NoticeContext, cutoff: Cutoff) {
  const paid = sql`select a.account_id from accounts a
    join payslips p on p.org_id = a.org_id and p.employee_number = a.employee_number
    where a.org_id = ${ctx.orgId} and p.cutoff_id = ${cutoff.id}
      and p.computation = ${cutoff.computation}`;
  await notify(
    tx,
    ctx,
    {
      kind: 'payslip',
      title: `Your payslip for ${periodText({ cutoff })} is released`,
      body: `${cutoff.registerName}, paid on ${dateText(cutoff.payDate)}.`,
      link: '/hcm/payslip/list',
      source: `cutoff:${cutoff.id}`,
    },
    paid,
  );
}
