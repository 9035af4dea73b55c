import type { ComponentType } from 'react';

/**
 * The tabs other features draw on the profile (leave, time, applications, onboarding), handed in
 * by the composition root (app/people-pages.tsx) so the people feature imports none of them.
 */
export interface ProfilePanels {
  LeaveBalancesTab: ComponentType<{ employeeNumber: string; staff: boolean }>;
  TimeRecordsTab: ComponentType<{ employeeNumber: string; own: boolean }>;
  ApplicationsTab: ComponentType<{ employeeNumber: string }>;
  OnboardingTab: ComponentType<{ accountId: string; isSelf: boolean }>;
}
