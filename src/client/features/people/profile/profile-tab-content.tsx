import type { EmployeeProfile } from '../../../../shared/api/employee-profile';
import { DocumentsTab } from '../tabs/documents-tab';
import { HistoryTab } from '../tabs/history-tab';
import { RelatedRecordsTab } from '../tabs/related-records-tab';
import { FieldsTab } from './fields-tab';
import type { ProfilePanels } from './profile-panels';
import type { ProfileTab } from './profile-tabs';

interface ProfileTabContentProps {
  tab: ProfileTab;
  profile: EmployeeProfile;
  panels: ProfilePanels;
  onSaved: (profile: EmployeeProfile) => void;
}

/** What one tab shows. */
export function ProfileTabContent({ tab, profile, panels, onSaved }: ProfileTabContentProps) {
  const employeeNumber = String(profile.record.data.employeeNumber);
  const { viewer } = profile;
  const { LeaveBalancesTab, TimeRecordsTab, ApplicationsTab, OnboardingTab } = panels;
  switch (tab.kind) {
    case 'fields':
      return <FieldsTab profile={profile} section={tab.id} onSaved={onSaved} />;
    case 'leave':
      return <LeaveBalancesTab employeeNumber={employeeNumber} staff={viewer.canSeePay} />;
    case 'time':
      return <TimeRecordsTab employeeNumber={employeeNumber} own={viewer.isSelf} />;
    case 'applications':
      return <ApplicationsTab employeeNumber={employeeNumber} />;
    case 'related':
      return <RelatedRecordsTab related={tab.related} employeeNumber={employeeNumber} />;
    case 'onboarding':
      return <OnboardingTab accountId={tab.accountId} isSelf={viewer.isSelf} />;
    case 'documents':
      return <DocumentsTab profile={profile} />;
    case 'history':
      return <HistoryTab profile={profile} />;
  }
}
