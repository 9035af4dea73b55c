import { Type, type Static } from 'typebox';
import { LISTED_APPROVAL_PAGES } from './approval-pages';

const flag = (value: boolean, description: string) => Type.Boolean({ default: value, description });

/** The deployments switches may differ by (spec: develop, release, prod; anything else is develop). */
export const ENVIRONMENTS = ['develop', 'release', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Organisation feature switches (spec section 6). Every flag has a default, so an organisation
 * stores only what it changes; `description` says what each switch does.
 */
export const OrgFlagsSchema = Type.Object(
  {
    hideReleaseBtn: Type.Object(
      {
        develop: flag(false, 'Hide the payslip release button on develop'),
        release: flag(false, 'Hide the payslip release button on release'),
        prod: flag(false, 'Hide the payslip release button on prod'),
      },
      { default: {}, additionalProperties: false },
    ),
    setBreakDuration: flag(false, 'Schedules carry a break duration'),
    hasLoanApproval: flag(true, 'Loans go through approval'),
    cutOffLabel: flag(false, 'Show the cut-off label on payslips'),
    releaseDateLabel: flag(false, 'Show the release date label on payslips'),
    multipleShift: flag(false, 'Employees may have several shifts a day'),
    hideEditPayslip: flag(false, 'Hide the edit-payslip action'),
    displayDeferredStatus: flag(true, 'Show the deferred status of payroll items'),
    punchAlteration: Type.Object(
      {
        hidden: flag(false, 'Hide time correction applications'),
        requiredAttachment: flag(false, 'Time corrections need an attachment'),
        shift: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], {
          default: 'enabled',
          description: 'Whether a time correction may change the shift',
        }),
      },
      { default: {}, additionalProperties: false },
    ),
    viewProfile: Type.Object(
      { hideRoles: flag(false, 'Hide roles on the profile page') },
      { default: {}, additionalProperties: false },
    ),
    hasNoReleasedBy: flag(false, 'Payslips show no "released by"'),
    hasSiteCode: flag(false, 'Sites carry a site code (permission name: siteCode)'),
    loan: Type.Object(
      { requirementUpload: flag(false, 'Loan applications need an uploaded requirement') },
      { default: {}, additionalProperties: false },
    ),
    quick_punch_breaks: flag(false, 'Kiosk quick punch records breaks'),
    app_web_bundy: flag(false, 'Employees may punch from the web bundy'),
    approvalsList: Type.Array(Type.Enum(LISTED_APPROVAL_PAGES), {
      default: LISTED_APPROVAL_PAGES,
      uniqueItems: true,
      description: 'Which approval pages appear (default: all)',
    }),
    ybug: flag(false, 'Show the in-app feedback widget'),
    alphaVersion: flag(false, 'Alpha features (permission hcm.global.alphaVersion)'),
  },
  { additionalProperties: false },
);

export type OrgFlags = Static<typeof OrgFlagsSchema>;
