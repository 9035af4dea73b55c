import { Type, type Static } from 'typebox';
import { LISTED_APPROVAL_PAGES } from './approval-pages';

/** One switch: its default, a short name and what a person sees change when it is on. */
const flag = (value: boolean, title: string, description: string) =>
  Type.Boolean({ default: value, title, description });

/** The deployments switches may differ by (spec: develop, release, prod; anything else is develop). */
export const ENVIRONMENTS = ['develop', 'release', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Organisation feature switches (spec section 6). Every flag has a default, so an organisation
 * stores only what it changes; `title` and `description` are what the settings screen shows.
 */
export const OrgFlagsSchema = Type.Object(
  {
    hideReleaseBtn: Type.Object(
      {
        develop: flag(false, 'Develop', 'Hide the payslip release button on develop'),
        release: flag(false, 'Release', 'Hide the payslip release button on release'),
        prod: flag(false, 'Prod', 'Hide the payslip release button on prod'),
      },
      {
        default: {},
        additionalProperties: false,
        title: 'Hide the payslip release button',
        description:
          'A computed cut-off shows no Release button, so its payslips cannot be released to employees from that deployment. Set for each deployment on its own.',
      },
    ),
    setBreakDuration: flag(
      false,
      'Break duration on schedules',
      'Schedule templates get a "Break duration" in minutes instead of fixed break times.',
    ),
    hasLoanApproval: flag(
      true,
      'Loans need approval',
      'A new loan waits in Approvals > Loan approvals until its approvers accept it. Off: a loan is active as soon as payroll saves it, and the page leaves the menu.',
    ),
    cutOffLabel: flag(
      false,
      'Say "Cut-off" for the pay period',
      'A cut-off\'s dates are labelled "Cut-off" instead of "Period".',
    ),
    releaseDateLabel: flag(
      false,
      'Say "Release date" for the pay date',
      'A cut-off\'s pay date is labelled "Release date" instead of "Pay date".',
    ),
    multipleShift: flag(
      false,
      'Several shifts a day',
      'A schedule template may hold more than one shift a day.',
    ),
    hideEditPayslip: flag(
      false,
      'Turn off payslip editing',
      'Payroll staff can no longer edit a computed payslip; its Edit action says editing is turned off.',
    ),
    displayDeferredStatus: flag(
      true,
      'Show the deferred status',
      'Meant to show which payroll items were deferred to a later cut-off. No screen reads it yet: payslips list their deferred items either way.',
    ),
    punchAlteration: Type.Object(
      {
        hidden: flag(
          false,
          'Hide time corrections',
          'Employees cannot file time corrections: the application and its approval page leave the menu.',
        ),
        requiredAttachment: flag(
          false,
          'Time corrections need an attachment',
          'A time correction is refused until a supporting document is attached.',
        ),
        shift: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], {
          default: 'enabled',
          title: 'Time corrections may change the shift',
          description:
            "Whether a time correction may also change the day's shift. No screen reads it yet.",
        }),
      },
      {
        default: {},
        additionalProperties: false,
        title: 'Time corrections',
        description: 'What employees may do when they correct a missed or wrong punch.',
      },
    ),
    viewProfile: Type.Object(
      {
        hideRoles: flag(
          false,
          'Hide roles on profiles',
          "An employee profile no longer shows the account's role to anyone but administrators.",
        ),
      },
      { default: {}, additionalProperties: false, title: 'Profiles' },
    ),
    hasNoReleasedBy: flag(
      false,
      'Hide "released by"',
      'A cut-off no longer shows who released it and when.',
    ),
    hasSiteCode: flag(
      false,
      'Site codes',
      'Sites get a "Site code" field (permission name: siteCode).',
    ),
    loan: Type.Object(
      {
        requirementUpload: flag(
          false,
          'Loans need an uploaded requirement',
          'A loan cannot be saved without an attached requirement.',
        ),
      },
      { default: {}, additionalProperties: false, title: 'Loans' },
    ),
    quick_punch_breaks: flag(
      false,
      'Breaks on the kiosk',
      "Meant to let the kiosk's quick punch record breaks. No screen reads it yet: the kiosk records time in and out only.",
    ),
    app_web_bundy: flag(
      false,
      'Web bundy',
      'Employees may punch in and out from their browser (the web bundy); off, it refuses every punch.',
    ),
    approvalsList: Type.Array(Type.Enum(LISTED_APPROVAL_PAGES), {
      default: LISTED_APPROVAL_PAGES,
      uniqueItems: true,
      maxItems: LISTED_APPROVAL_PAGES.length,
      title: 'Approval pages',
      description:
        'The approval pages approvers see in the menu and may decide on. Movements, loans and record approvals are always listed.',
    }),
    ybug: flag(
      false,
      'Feedback widget',
      'Answers the permission hcm.global.ybug for an in-app feedback widget. No screen shows one yet.',
    ),
    alphaVersion: flag(
      false,
      'Alpha features',
      'Features still being tried out are switched on, and the header shows an "Alpha" badge (permission hcm.global.alphaVersion).',
    ),
  },
  { additionalProperties: false },
);

export type OrgFlags = Static<typeof OrgFlagsSchema>;
