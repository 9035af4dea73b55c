import { Type, type Static } from 'typebox';
import { ORG_ID_RULE } from './identity';

/**
 * Ids no organisation may take: addresses of the app (`/login/...`, `/session/...`) and of the
 * platform's own pages, which would read as an organisation's.
 */
export const RESERVED_ORG_IDS: readonly string[] = [
  'platform',
  'api',
  'assets',
  'session',
  'login',
  'landing',
  'kiosk',
  'email',
  'careers',
  'docs',
];

/** What starting an organisation takes: its id and names, and its first administrator. */
export const CreateOrganizationRequestSchema = Type.Object(
  {
    orgId: Type.String({
      title: 'Organisation id',
      ...ORG_ID_RULE,
      errorMessage:
        'must be 1 to 40 lowercase letters, digits and hyphens, starting with a letter or digit',
    }),
    tradeName: Type.String({ title: 'Trade name', minLength: 1, maxLength: 100 }),
    /** Default: the trade name. */
    registeredName: Type.Optional(
      Type.String({ title: 'Registered name', minLength: 1, maxLength: 200 }),
    ),
    adminEmail: Type.String({ title: 'Administrator e-mail', format: 'email', maxLength: 254 }),
    /** "First Last"; default: "Administrator". */
    adminName: Type.Optional(
      Type.String({ title: 'Administrator name', minLength: 1, maxLength: 100 }),
    ),
    /** Default: the e-mail's local part. */
    adminUsername: Type.Optional(
      Type.String({
        title: 'Administrator username',
        minLength: 1,
        maxLength: 80,
        pattern: '^\\S+$',
        errorMessage: 'must be 1 to 80 characters without spaces',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOrganizationRequest = Static<typeof CreateOrganizationRequestSchema>;

export const CreatedOrganizationSchema = Type.Object({
  orgId: Type.String(),
  adminUsername: Type.String(),
  /** The first sign-in link mailed to the administrator (one use, INVITATION_TTL_DAYS). */
  invitationLink: Type.String(),
});
export type CreatedOrganization = Static<typeof CreatedOrganizationSchema>;

export const OrganizationSummarySchema = Type.Object({
  orgId: Type.String(),
  tradeName: Type.String(),
  registeredName: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  createdAt: Type.String({ format: 'date-time' }),
  suspendedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  exportedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Live records of the employee master. */
  people: Type.Integer({ minimum: 0 }),
  /** Sign-in accounts that are not disabled. */
  accounts: Type.Integer({ minimum: 0 }),
});
export type OrganizationSummary = Static<typeof OrganizationSummarySchema>;

/** What an export wrote: the manifest.json of its archive. */
export const OrganizationExportManifestSchema = Type.Object({
  orgId: Type.String(),
  tradeName: Type.String(),
  registeredName: Type.String(),
  exportedAt: Type.String({ format: 'date-time' }),
  /** The database's latest migration: the shape its tables had. */
  schemaVersion: Type.String(),
  /** Rows per tenant table, every one of them (zero included). */
  tables: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** Files written under files/. */
  files: Type.Integer({ minimum: 0 }),
});
export type OrganizationExportManifest = Static<typeof OrganizationExportManifestSchema>;
