import type { ComponentType } from 'react';
import { EmployeeListPage, EmployeeRecordRedirect, NewEmployeePage } from './employee-record-pages';
import { WorkforceDashboardPage } from './dashboard/workforce-dashboard-page';
import { EmployeeDirectoryPage } from './directory/employee-directory-page';
import { OrganizationChartPage } from './org-chart/organization-chart-page';
import { EmployeeProfilePage } from './profile/employee-profile-page';
import { MyOnboardingPage } from '../onboarding/my-onboarding-page';
import { NewHireChecklistPage } from '../onboarding/new-hire-checklist-page';
import { OnboardingListPage } from '../onboarding/onboarding-list-page';
import { OwnSubFormPage, StaffSubFormPage } from '../onboarding/sub-form-page';
import { AttendanceDashboardPage } from '../reporting/attendance-dashboard-page';
import { DemographicsPage } from '../reporting/demographics-page';

// The people, onboarding and workforce reporting screens load as one chunk (each lazy route
// costs the entry bytes).
const PAGES = {
  profile: EmployeeProfilePage,
  employees: EmployeeListPage,
  'new-employee': NewEmployeePage,
  'record-profile': EmployeeRecordRedirect,
  'organization-chart': OrganizationChartPage,
  'workforce-dashboard': WorkforceDashboardPage,
  directory: EmployeeDirectoryPage,
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
