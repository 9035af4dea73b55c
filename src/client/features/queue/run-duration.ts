import type { JobRun } from '../../../shared/api/jobs';

/** How long a run took, or has taken so far ("2 min 5 s"); '' before it starts. */
export function runDuration(
  run: Pick<JobRun, 'startedAt' | 'finishedAt'>,
  now = Date.now(),
): string {
  if (!run.startedAt) return '';
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(run.startedAt)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
