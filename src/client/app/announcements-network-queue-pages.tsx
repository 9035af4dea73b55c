import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { AnnouncementViewPage } from '../features/announcements/announcement-view-page';
import { AnnouncementsPage } from '../features/announcements/announcements-page';
import { NetworkConfigurationPage } from '../features/network/network-configuration-page';
import { CreateJobPage } from '../features/queue/create-job-page';
import { QueueDashboardPage } from '../features/queue/queue-dashboard-page';
import { QueueRunPage } from '../features/queue/queue-run-page';
import { RecordFormPage } from '../engine/routes/record-pages';
import type { RecordPaths } from '../engine/routes/record-paths';

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

const QueueRunNonOwnersPage = () => <QueueRunPage readOnly />;

/**
 * Announcements, the network configuration and the job queue: one chunk whose routes are its
 * own, under the three bases the signed-in table gives it (a route there costs every first
 * visit bytes; here it costs only this chunk's).
 */
const AREAS = {
  announcements: [
    { index: true, element: <AnnouncementsPage /> },
    { path: 'create', element: <AnnouncementFormPage /> },
    { path: 'edit/:id', element: <AnnouncementFormPage /> },
    { path: 'view/:id', element: <AnnouncementViewPage /> },
  ],
  'network-configuration': [{ path: 'list', element: <NetworkConfigurationPage /> }],
  queue: [
    { path: 'ui-queue/dashboard', element: <QueueDashboardPage /> },
    { path: 'ui-queue/create-job', element: <CreateJobPage /> },
    { path: ':queueId/view', element: <QueueRunPage /> },
    { path: ':queueId/view/non-owners', element: <QueueRunNonOwnersPage /> },
  ],
} satisfies Record<string, RouteObject[]>;

export type AnnouncementsNetworkQueueArea = keyof typeof AREAS;

/** The screens under one base; any other path there is not found. */
export function AnnouncementsNetworkQueueRoutes({ area }: { area: AnnouncementsNetworkQueueArea }) {
  return useRoutes([
    ...AREAS[area],
    { path: '*', element: <Navigate to="/session/404" replace /> },
  ]);
}
