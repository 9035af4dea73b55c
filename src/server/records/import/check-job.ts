import type { JobHandler } from '../../jobs/run-job';
import { saveReport } from './import-batches.repository';
import { withCheckedBatch, type ImportJobDeps, type ImportJobPayload } from './import-job';

export const CHECK_JOB = 'import-check';

/** The dry run: checks every row and stores the report, nothing else. */
export const checkJob =
  (deps: ImportJobDeps): JobHandler<ImportJobPayload> =>
  (ctx) =>
    withCheckedBatch(deps, ctx, async (tx, batch, _form, { counts, problems }) => {
      await saveReport(tx, ctx.orgId, batch.id, batch.mappingVersion, { counts, problems });
      return counts;
    });
