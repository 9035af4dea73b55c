/**
 * The switches of spec section 6 as the settings screen groups them, by their paths in the
 * flags (`hideReleaseBtn` stands for its three environments). Their names and explanations are
 * the schema's (src/shared/org-flags.ts); a unit test checks that every switch is in a group.
 */
export const FLAG_GROUPS = [
  {
    id: 'payroll',
    label: 'Payroll',
    description: 'What payroll staff see on cut-offs and payslips, and what a loan needs.',
    flags: [
      'hideReleaseBtn',
      'hideEditPayslip',
      'hasNoReleasedBy',
      'cutOffLabel',
      'releaseDateLabel',
      'displayDeferredStatus',
      'loan.requirementUpload',
    ],
  },
  {
    id: 'timekeeping',
    label: 'Timekeeping',
    description: 'How people punch, what schedules hold, and what time corrections allow.',
    flags: [
      'app_web_bundy',
      'quick_punch_breaks',
      'multipleShift',
      'setBreakDuration',
      'punchAlteration.hidden',
      'punchAlteration.requiredAttachment',
      'punchAlteration.shift',
    ],
  },
  {
    id: 'approvals',
    label: 'Approvals',
    description: 'Which approval pages approvers work through.',
    flags: ['approvalsList', 'hasLoanApproval'],
  },
  {
    id: 'profile',
    label: 'Profile',
    description: 'What an employee profile shows.',
    flags: ['viewProfile.hideRoles'],
  },
  {
    id: 'general',
    label: 'General',
    description: 'Switches that reach across the app.',
    flags: ['hasSiteCode', 'alphaVersion', 'ybug'],
  },
] as const;
