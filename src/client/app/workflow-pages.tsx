import type { ComponentType } from 'react';
import { ApplyPage } from '../features/applications/apply/apply-page';
import { ApprovalsPage } from '../features/applications/approvals/approvals-page';
import { BackdatedPage } from '../features/applications/approvals/backdated-page';
import { KioskAuthorizationPage } from '../features/kiosk/kiosk-authorization-page';
import { EmployeeLeaveCreditPage } from '../features/leave-credits/employee-leave-credit-page';
import { LeaveCreditsPage } from '../features/leave-credits/leave-credits-page';
import { MyApplicationsPage } from '../features/applications/list/my-applications-page';
import { ScheduleBoardPage } from '../features/schedule-board/schedule-board-page';
import { TimeRecordsPage } from '../features/timekeeping/time-records-page';

const ChangeWorkScheduleList = () => <MyApplicationsPage kind="change-work-schedule" />;
const ChangeWorkScheduleApply = () => <ApplyPage kind="change-work-schedule" />;
const ErsApprovals = () => <ApprovalsPage page="movement" />;

/**
 * The bespoke workflow screens of the signed-in layout (applications, approvals, time records),
 * by the name module-routes.tsx gives them. They load as one chunk: each lazy route costs its
 * route table a preload list.
 */
const PAGES = {
  'my-applications': MyApplicationsPage,
  'change-work-schedule-list': ChangeWorkScheduleList,
  apply: ApplyPage,
  'change-work-schedule-apply': ChangeWorkScheduleApply,
  approvals: ApprovalsPage,
  'ers-approvals': ErsApprovals,
  'backdated-transactions': BackdatedPage,
  'time-records': TimeRecordsPage,
  'leave-credits': LeaveCreditsPage,
  'employee-leave-credit': EmployeeLeaveCreditPage,
  'schedule-board': ScheduleBoardPage,
  'kiosk-authorization': KioskAuthorizationPage,
} satisfies Record<string, ComponentType>;

export type WorkflowPageName = keyof typeof PAGES;

/** One workflow screen; its route's params are read by the page itself. */
export function WorkflowPage({ page }: { page: WorkflowPageName }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
