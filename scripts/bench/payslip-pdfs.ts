// Payslip PDFs: the `payslip-pdfs` job (spec: generate/slip) over a cut-off of 10,000 payslips,
// run as the app's role with row-level security on: read the payslips 200 at a time, render each
// as a PDF, stream them into one ZIP, store it in `files`. Prints seconds, PDFs/s, CPU of Node
// and PostgreSQL, peak RSS and the ZIP's size.
//   node --import tsx scripts/bench/payslip-pdfs.ts [template=standard]
// Uses the database and cut-off `scripts/bench/payroll-run.ts` seeds and computes: run that first.
import { loadConfig } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/bootstrap';
import { connectionFromUrl, createDb } from '../../src/server/db/connection';
import { withOrg } from '../../src/server/db/tenant';
import { FileStores } from '../../src/server/files/store/file-stores';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { archivePayslipsJob } from '../../src/server/payroll/payslips/payslip-archive';
import { cutoffsOf } from '../../src/server/payroll/registers/registers.repository';
import { reconcileRecordIndexes } from '../../src/server/records/record-indexes';
import type { PayslipTemplate } from '../../src/shared/api/payslip-documents';
import { loadAverage, measured } from './lib/measure';

const template = (process.argv[2] ?? 'standard') as PayslipTemplate;
const databaseUrl =
  process.env.BENCH_PAYROLL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcm_bench_payroll';
const ORG = 'payroll-bench';

const forms = loadFormRegistry('schemas');
const config = loadConfig({ ...process.env, APP_SECRET: 'bench' });
const owner = connectionFromUrl(databaseUrl);
const targets = await prepareDatabase(owner, config.appDbRole, config.appDbPassword, (db) =>
  reconcileRecordIndexes(db, forms),
);
const db = createDb(targets.app, 4);
const files = await FileStores.open(config);
const archive = archivePayslipsJob(db, files);
try {
  const cutoff = await withOrg(db, ORG, async (tx) =>
    (await cutoffsOf(tx, ORG, {})).find((item) => item.payslips > 0),
  );
  if (!cutoff) throw new Error('no computed cut-off: run scripts/bench/payroll-run.ts first');
  console.log(`load average before: ${loadAverage()}`);
  let lastProgress = performance.now();
  const { result, seconds, node, postgres } = await measured(owner.database ?? '', () =>
    archive({
      orgId: ORG,
      runId: 'bench',
      payload: { cutoffId: cutoff.id, template, by: 'bench' },
      progress: async (done, total) => {
        if (done % 2000 !== 0 && done !== total) return;
        const now = performance.now();
        const { rss, arrayBuffers } = process.memoryUsage();
        console.log(
          `  ${done} of ${total}: ${((now - lastProgress) / 1000).toFixed(1)} s; RSS ${Math.round(rss / 2 ** 20)} MiB, buffers ${Math.round(arrayBuffers / 2 ** 20)} MiB`,
        );
        lastProgress = now;
      },
    }),
  );
  const size = await withOrg(db, ORG, (tx) =>
    tx
      .selectFrom('files')
      .select('size')
      .where('org_id', '=', ORG)
      .where('id', '=', result.fileId)
      .executeTakeFirstOrThrow(),
  );
  console.log(
    `${template}: ${seconds.toFixed(1)} s for ${result.payslips.toLocaleString()} PDFs (${Math.round(result.payslips / seconds)}/s); CPU: Node ${node.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s; ZIP ${(size.size / 1e6).toFixed(1)} MB`,
  );
  console.log(`load average after: ${loadAverage()}`);
  console.log(`peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
  await withOrg(db, ORG, (tx) =>
    tx.deleteFrom('files').where('org_id', '=', ORG).where('id', '=', result.fileId).execute(),
  );
  await files.current.drop([{ orgId: ORG, id: result.fileId }]);
} finally {
  files.close();
  await db.destroy();
}
