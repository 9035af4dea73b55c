import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { AnnouncementViewPage } from '../features/announcements/announcement-view-page';
import { AnnouncementsPage } from '../features/announcements/announcements-page';
import { NetworkConfigurationPage } from '../features/network/network-configuration-page';
import { CreateJobPage } from '../features/queue/create-job-page';
import { QueueDashboardPage } from '../features/queue/queue-dashboard-page';
import { QueueRunPage } from '../features/queue/queue-run-page';
import { RecordFormPage } from '../features/records/routes/record-pages';
import type { RecordPaths } from '../features/records/routes/record-paths';

// Announcements are engine records (schemas/announcements/announcement.json): HR writes them
// with the engine's form, at the spec's paths, and lands on the announcement's own page.
const ANNOUNCEMENT_PATHS: RecordPaths = {
  list: '/announcements',
  add: '/announcements/create',
  edit: (id) => `/announcements/edit/${encodeURIComponent(id)}`,
  view: (id) => `/announcements/view/${encodeURIComponent(id)}`,
};

function AnnouncementFormPage() {
  const { id } = useParams();
  return (
    <RecordFormPage
      key={id ?? 'new'}
      formId="announcement"
      recordId={id}
      paths={ANNOUNCEMENT_PATHS}
    />
  );
}

/**
 * Announcements, the network configuration and the job queue, by the name routes.tsx gives
 * them: one chunk, since each lazy route costs the entry bytes (scripts/bench/bundle-size.ts).
 */
const PAGES = {
  announcements: AnnouncementsPage,
  'announcement-form': AnnouncementFormPage,
  'announcement-view': AnnouncementViewPage,
  'network-configuration': NetworkConfigurationPage,
  'queue-dashboard': QueueDashboardPage,
  'queue-run': QueueRunPage,
  'queue-run-non-owners': () => <QueueRunPage readOnly />,
  'create-job': CreateJobPage,
} satisfies Record<string, ComponentType>;

/** One of these screens; its route's params are read by the page itself. */
export function AnnouncementsNetworkQueuePage({ page }: { page: keyof typeof PAGES }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
