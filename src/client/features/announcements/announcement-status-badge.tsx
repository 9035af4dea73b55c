import { Badge } from '@chakra-ui/react';
import type { AnnouncementStatus } from '../../../shared/api/announcements';

const LOOK: Record<AnnouncementStatus, { label: string; palette: string }> = {
  current: { label: 'Published', palette: 'green' },
  scheduled: { label: 'Scheduled', palette: 'blue' },
  expired: { label: 'Expired', palette: 'gray' },
  unpublished: { label: 'Unpublished', palette: 'orange' },
};

/** Where an announcement stands for its readers (HR sees every state). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const { label, palette } = LOOK[status];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
