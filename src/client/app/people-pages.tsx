import type { ComponentType } from 'react';
import {
  EmployeeListPage,
  EmployeeRecordRedirect,
  NewEmployeePage,
} from '../features/people/employee-record-pages';
import { WorkforceDashboardPage } from '../features/reporting/workforce-dashboard/workforce-dashboard-page';
import { EmployeeDirectoryPage } from '../features/people/directory/employee-directory-page';
import { ColleaguePage } from '../features/people/colleague/colleague-page';
import { OrganizationChartPage } from '../features/people/org-chart/organization-chart-page';
import { EmployeeProfilePage } from '../features/people/profile/employee-profile-page';
import { ApplicationsTab } from '../features/applications/list/applications-tab';
import { LeaveBalancesTab } from '../features/leave-credits/leave-balances-tab';
import { OnboardingTab } from '../features/onboarding/onboarding-tab';
import { TimeRecordsTab } from '../features/timekeeping/time-records-tab';
import type { ProfilePanels } from '../features/people/profile/profile-panels';
import { MyOnboardingPage } from '../features/onboarding/my-onboarding-page';
import { NewHireChecklistPage } from '../features/onboarding/new-hire-checklist-page';
import { OnboardingListPage } from '../features/onboarding/onboarding-list-page';
import { OwnSubFormPage, StaffSubFormPage } from '../features/onboarding/sub-form-page';
import { AttendanceDashboardPage } from '../features/reporting/attendance-dashboard-page';
import { DemographicsPage } from '../features/reporting/demographics-page';

// The people, onboarding and workforce reporting screens load as one chunk (each lazy route
// costs the entry bytes).
// The profile's tabs that other features draw.
const PROFILE_PANELS: ProfilePanels = {
  LeaveBalancesTab,
  TimeRecordsTab,
  ApplicationsTab,
  OnboardingTab,
};
const ProfilePage = () => <EmployeeProfilePage panels={PROFILE_PANELS} />;

const PAGES = {
  profile: ProfilePage,
  employees: EmployeeListPage,
  'new-employee': NewEmployeePage,
  'record-profile': EmployeeRecordRedirect,
  'organization-chart': OrganizationChartPage,
  'workforce-dashboard': WorkforceDashboardPage,
  directory: EmployeeDirectoryPage,
  colleague: ColleaguePage,
  onboarding: MyOnboardingPage,
  'onboarding-sub-form': OwnSubFormPage,
  'onboarding-list': OnboardingListPage,
  'new-hire-checklist': NewHireChecklistPage,
  'new-hire-sub-form': StaffSubFormPage,
  'attendance-dashboard': AttendanceDashboardPage,
  demographics: DemographicsPage,
} satisfies Record<string, ComponentType>;

/** One people screen, by the name module-routes.tsx gives it. */
export function PeoplePage({ page }: { page: keyof typeof PAGES }) {
  const Page: ComponentType = PAGES[page];
  return <Page />;
}
