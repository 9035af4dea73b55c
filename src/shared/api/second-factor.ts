import { Type, type Static } from 'typebox';
import { RoleIdSchema } from '../access/role-ids';
import { OrgIdSchema, SignInResponseSchema } from './identity';

/** An authenticator's 6 digits, or a recovery code (spaces and hyphens are ignored). */
export const SecondFactorCodeSchema = Type.String({
  minLength: 6,
  maxLength: 32,
  pattern: '^[A-Za-z0-9 -]+$',
  errorMessage: 'must be the 6 digits of your authenticator app or a recovery code',
});

/**
 * What `POST /api/iam/list` answers instead of a session when the account has a second factor:
 * the code step must follow within a few minutes, with this challenge.
 */
export const SecondFactorChallengeSchema = Type.Object({
  secondFactor: Type.Literal('totp'),
  /** `<org>.<opaque token>`: one use, short-lived. */
  challenge: Type.String(),
});

/**
 * How a sign-in's first step was passed: the password, or the organisation's identity provider
 * (single sign-on). Either is followed by the code step when the account has an authenticator.
 */
export type SignInMethod = 'password' | 'sso';

/** The first step's answer (a password, or single sign-on's exchange): a session, or the code step still to come. */
export const PasswordSignInResponseSchema = Type.Union([
  SignInResponseSchema,
  SecondFactorChallengeSchema,
]);
export type PasswordSignInResponse = Static<typeof PasswordSignInResponseSchema>;

/** `POST /api/iam/authorize/second-factor`: completes a sign-in the password step started. */
export const SecondFactorSignInRequestSchema = Type.Object(
  {
    orgId: OrgIdSchema,
    challenge: Type.String({ minLength: 20, maxLength: 200 }),
    code: SecondFactorCodeSchema,
  },
  { additionalProperties: false },
);
export type SecondFactorSignInRequest = Static<typeof SecondFactorSignInRequestSchema>;

/** The signed-in person's own two-step sign-in. */
export const SecondFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  enrolledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** The organisation requires it of this person's role: it cannot be turned off. */
  required: Type.Boolean(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatusSchema>;

/**
 * An enrolment started: the secret for the authenticator app, as a QR code (an SVG data URL),
 * as the otpauth URI it encodes, and in base32 to type in by hand. Shown this once.
 */
export const SecondFactorEnrolmentSchema = Type.Object({
  otpauthUri: Type.String(),
  secret: Type.String(),
  qrCode: Type.String(),
});
export type SecondFactorEnrolment = Static<typeof SecondFactorEnrolmentSchema>;

export const SecondFactorCodeRequestSchema = Type.Object(
  { code: SecondFactorCodeSchema },
  { additionalProperties: false },
);
export type SecondFactorCodeRequest = Static<typeof SecondFactorCodeRequestSchema>;

/** Turning it off asks for a current code or the password (one of them). */
export const DisableSecondFactorRequestSchema = Type.Object(
  {
    code: Type.Optional(SecondFactorCodeSchema),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type DisableSecondFactorRequest = Static<typeof DisableSecondFactorRequestSchema>;

/** Ten one-use codes, shown once: only their hashes are kept. */
export const RecoveryCodesSchema = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
});
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/** `PUT /api/organization/sign-in-policy`: the roles that must use two-step sign-in. */
export const SignInPolicyRequestSchema = Type.Object(
  { twoFactorRoles: Type.Array(RoleIdSchema, { maxItems: 20, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SignInPolicy = Static<typeof SignInPolicyRequestSchema>;

/** The policy, with how many active people of each role have no second factor yet. */
export const SignInPolicySchema = Type.Object({
  ...SignInPolicyRequestSchema.properties,
  /** Every role it may name: the built-in ones, then the organisation's own. */
  roles: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      /** Enabled accounts holding it. */
      holders: Type.Integer({ minimum: 0 }),
    }),
  ),
  notEnrolledByRole: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** Active people the saved policy requires it of who have not enrolled. */
  notEnrolled: Type.Integer({ minimum: 0 }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SignInPolicyAnswer = Static<typeof SignInPolicySchema>;
