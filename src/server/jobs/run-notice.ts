import { sql } from 'kysely';
import { JOB_KIND_LABELS } from '../../shared/api/jobs';
import type { Tx } from '../db/tenant';
import { notify, type NoticeContext } from '../notifications/notify';
import type { EndedRun } from './job-runs.repository';

/** Tells whoever started the run that it finished or failed, linked to the run's page. */
export async function noticeRunEnded(tx: Tx, ctx: NoticeContext, run: EndedRun): Promise<void> {
  const label = JOB_KIND_LABELS[run.kind] ?? run.kind;
  const starter = sql`select account_id from accounts
    where org_id = ${ctx.orgId} and account_id::text = ${run.requested_by}`;
  await notify(
    tx,
    ctx,
    {
      kind: 'job-run',
      title: run.state === 'succeeded' ? `${label} finished` : `${label} failed`,
      body: run.error ?? '',
      link: `/queue/${run.id}/view`,
      source: `job-run:${run.id}`,
    },
    starter,
  );
}
