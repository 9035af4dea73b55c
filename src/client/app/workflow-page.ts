import { lazy } from 'react';

/**
 * The bespoke workflow screens (applications, approvals, time records, the kiosk) in one lazy
 * chunk, shared by the public routes (the kiosk) and the signed-in route table.
 */
export const WorkflowPage = lazy(() =>
  import('./workflow-pages').then((module) => ({ default: module.WorkflowPage })),
);
