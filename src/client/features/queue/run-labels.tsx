import { Badge } from '@chakra-ui/react';
import { JOB_KIND_LABELS, type JobRunState } from '../../../shared/api/jobs';

export const STATE_LABELS: Record<JobRunState, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  running: { label: 'Running', palette: 'blue' },
  succeeded: { label: 'Succeeded', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'orange' },
};

/** What a kind of run is called; a kind without a name shows its key. */
export const kindLabel = (kind: string) => JOB_KIND_LABELS[kind] ?? kind;

export function RunStateBadge({ state }: { state: JobRunState }) {
  const { label, palette } = STATE_LABELS[state];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
