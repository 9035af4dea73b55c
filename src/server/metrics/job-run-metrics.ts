import { Counter } from 'prom-client';
import { processMetrics } from './process-metrics';

/** Runs this process ran that failed; `rate()` over every instance is the failure rate. */
export const failedJobRuns = new Counter({
  name: 'hcm_job_runs_failed_total',
  help: 'Job runs that failed in this process, by kind',
  labelNames: ['kind'],
  registers: [processMetrics],
});
