/** How a person hears of one kind of event: in the bell, by e-mail, both, or not at all. */
export const DELIVERIES = ['in-app', 'email', 'both', 'none'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export const DELIVERY_LABELS: Record<Delivery, string> = {
  'in-app': 'In the app',
  email: 'By e-mail',
  both: 'Both',
  none: 'Not at all',
};

/**
 * The events a person is told of, each with its default delivery: what waits on them or
 * concerns them by mail too, the rest in the bell only.
 */
export const NOTIFICATION_KINDS = {
  'approval-waiting': {
    label: 'Waiting on you',
    description: 'Applications and records that wait for your decision',
    default: 'both',
  },
  decision: {
    label: 'Decisions on yours',
    description: 'Your applications and records approved or rejected',
    default: 'both',
  },
  payslip: {
    label: 'Payslips',
    description: 'A payslip of yours is released',
    default: 'both',
  },
  onboarding: {
    label: 'Onboarding',
    description: 'Onboarding forms HR asks you to fill',
    default: 'both',
  },
  announcement: {
    label: 'Announcements',
    description: 'An announcement for you is published',
    default: 'in-app',
  },
  'job-run': {
    label: 'Background work',
    description: 'Work you started (a computation, an import, a report) finished or failed',
    default: 'in-app',
  },
} as const satisfies Record<string, { label: string; description: string; default: Delivery }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_IDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
