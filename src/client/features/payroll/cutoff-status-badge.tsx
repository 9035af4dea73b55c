import { Badge } from '@chakra-ui/react';
import type { CutoffStatus } from '../../../shared/api/payroll-cutoffs';

const PALETTES: Record<CutoffStatus, string> = {
  Draft: 'gray',
  Computed: 'blue',
  Released: 'green',
};

/** A cut-off's status: Draft, Computed or Released. */
export function CutoffStatusBadge({ status }: { status: CutoffStatus }) {
  return <Badge colorPalette={PALETTES[status]}>{status}</Badge>;
}
