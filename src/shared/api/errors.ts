import { Type, type Static } from 'typebox';

/** Stable error codes; the client branches on these, never on messages. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'forbidden',
  /** A first sign-in must change its password before anything else (the client shows how). */
  'password_change_required',
  /** The organisation requires a second factor this session's account has not enrolled yet. */
  'second_factor_enrolment_required',
  'org_mismatch',
  /** The organisation is suspended: nobody of it signs in or uses its links and kiosks. */
  'org_suspended',
  'api_key_invalid',
  'csrf_invalid',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldErrorSchema = Type.Object({
  /** JSON pointer to the field, e.g. "/password". */
  path: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldErrorSchema>;

/** The one shape every error response has (ARCHITECTURE.md, Tenancy and security). */
export const ErrorBodySchema = Type.Object({
  error: Type.Object({
    code: Type.Enum(ERROR_CODES),
    message: Type.String(),
    fields: Type.Optional(Type.Array(FieldErrorSchema)),
  }),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;
