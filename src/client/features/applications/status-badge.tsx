import { Badge } from '@chakra-ui/react';
import type { ApplicationSummary } from '../../../shared/api/applications';

const STATUS_COLOURS: Record<ApplicationSummary['status'], string> = {
  Pending: 'orange',
  Approved: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
};

export function StatusBadge({ status }: { status: ApplicationSummary['status'] }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle">
      {status}
    </Badge>
  );
}
