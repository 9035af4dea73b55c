import { Type, type Static } from 'typebox';
import { RoleIdsSchema } from '../access/role-ids';
import { LAYOUTS, SIDEBAR_COLOR_NAMES } from '../themes';

/** What an organisation's id may be: its sign-in address and every credential name it. */
export const ORG_ID_RULE = { minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$' };
export const OrgIdSchema = Type.String(ORG_ID_RULE);
const Username = Type.String({ minLength: 1, maxLength: 80 });
/** The policy itself is checked by `checkPassword`; the bound only keeps hashing cheap. */
const Password = Type.String({ minLength: 1, maxLength: 128 });

export const CsrfTokenResponseSchema = Type.Object({ token: Type.String() });

export const SignInRequestSchema = Type.Object(
  { orgId: OrgIdSchema, username: Username, password: Password },
  { additionalProperties: false },
);
export type SignInRequest = Static<typeof SignInRequestSchema>;

export const AccountStatusSchema = Type.Union([
  Type.Literal('Active'),
  Type.Literal('Change Password'),
  Type.Literal('Disabled'),
]);

export const PreferencesSchema = Type.Object(
  {
    layout: Type.Enum(LAYOUTS),
    sidebarColor: Type.Enum(SIDEBAR_COLOR_NAMES),
    rtl: Type.Boolean(),
    /** The columns a person chose to see in each record list, by formId. */
    listColumns: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 48 }),
        Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type Preferences = Static<typeof PreferencesSchema>;

/** The signed-in user as the client keeps it (spec section 3, session data). */
export const AccountSchema = Type.Object({
  accountId: Type.String(),
  userId: Type.String(),
  orgId: Type.String(),
  username: Type.String(),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
  sessionName: Type.String(),
  suffix: Type.Union([Type.String(), Type.Null()]),
  position: Type.Union([Type.String(), Type.Null()]),
  department: Type.Union([Type.String(), Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  scheduleTemplate: Type.Union([Type.String(), Type.Null()]),
  hasBreaks: Type.Boolean(),
  roles: RoleIdsSchema,
  /** What the organisation's own roles among them grant (see shared/access/grants.ts). */
  permissions: Type.Array(Type.String()),
  status: AccountStatusSchema,
  loggedIn: Type.Boolean(),
  steps: Type.Object({ changePassword: Type.Boolean() }),
  preferences: PreferencesSchema,
  /**
   * Menu paths the roles may not open, nor any path below them: the shell refuses them from the
   * stored session at once, without waiting for the menu.
   */
  forbiddenPaths: Type.Array(Type.String()),
});
export type Account = Static<typeof AccountSchema>;

export const SignInResponseSchema = Type.Object({
  token: Type.String(),
  csrf: Type.String(),
  account: AccountSchema,
  /**
   * The organisation requires a second factor of this person, who has none yet: the session
   * may do nothing but enrol one (and what a first sign-in may do) until they have.
   */
  mustEnrolSecondFactor: Type.Boolean(),
});
export type SignInResponse = Static<typeof SignInResponseSchema>;

export const ChangePasswordRequestSchema = Type.Object(
  { currentPassword: Password, newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

export const ForgotPasswordRequestSchema = Type.Object(
  { orgId: OrgIdSchema, username: Username },
  { additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = Type.Object(
  {
    orgId: OrgIdSchema,
    token: Type.String({ minLength: 20, maxLength: 200 }),
    newPassword: Password,
  },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

/**
 * `POST /api/iam/recovery-email/confirm`: the link mailed to a new recovery address, and the
 * account's password, which proves its owner is the one confirming.
 */
export const ConfirmRecoveryEmailRequestSchema = Type.Object(
  {
    orgId: OrgIdSchema,
    token: Type.String({ minLength: 20, maxLength: 200 }),
    password: Password,
  },
  { additionalProperties: false },
);
export type ConfirmRecoveryEmailRequest = Static<typeof ConfirmRecoveryEmailRequestSchema>;

export const ConfirmRecoveryEmailResponseSchema = Type.Object({
  message: Type.String(),
  email: Type.String(),
});
export type ConfirmRecoveryEmailResponse = Static<typeof ConfirmRecoveryEmailResponseSchema>;

/** The kiosk PIN: 4 to 6 digits, stored hashed like a password. */
export const PinSchema = Type.String({
  pattern: '^[0-9]{4,6}$',
  errorMessage: 'must be 4 to 6 digits',
});

export const PinRequestSchema = Type.Object(
  { pin: PinSchema, password: Password },
  { additionalProperties: false },
);
export type PinRequest = Static<typeof PinRequestSchema>;

/** `GET /api/iam/session`: the account, and whether this session must enrol a second factor. */
export const SessionStateSchema = Type.Object({
  account: AccountSchema,
  mustEnrolSecondFactor: Type.Boolean(),
});
export type SessionState = Static<typeof SessionStateSchema>;

export const AccountSummarySchema = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  sessionName: Type.String(),
  roles: RoleIdsSchema,
  status: AccountStatusSchema,
  /** Signs in with an authenticator app as well as the password. */
  secondFactor: Type.Boolean(),
});
export type AccountSummary = Static<typeof AccountSummarySchema>;
